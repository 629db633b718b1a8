import { useState } from 'react'
import { KeyRound, Trash2 } from 'lucide-react'
import type { ApiToken } from '@/shared/user'
import { ConfirmDialog } from '@/app/ui/ConfirmDialog'
import { IconButton } from '@/app/ui/IconButton'
import { Section } from '@/app/ui/PageHeader'
import { RelativeTime } from '@/app/ui/RelativeTime'
import { Skeleton } from '@/app/ui/Skeleton'
import { toast } from '@/app/ui/toastStore'
import { useDeleteToken } from './api/useDeleteToken'
import { useTokensQuery } from './api/useTokensQuery'
import { CreateTokenForm } from './CreateTokenForm'

/** Lists, creates and revokes the user's API tokens. */
export function ApiTokensSection() {
  const tokens = useTokensQuery()
  const deleteToken = useDeleteToken()
  const [revoking, setRevoking] = useState<ApiToken | null>(null)
  return (
    <Section title="API tokens" description="A token signs in to this app or calls the API as you. Revoke the ones you no longer use.">
      <CreateTokenForm />
      <ul aria-label="Your tokens" className="mt-5 divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
        {tokens.isPending && (
          <li className="p-3">
            <Skeleton className="h-9" />
          </li>
        )}
        {tokens.data?.map((token) => (
          <li key={token.id} className="flex items-center gap-3 px-3 py-2.5">
            <KeyRound aria-hidden className="size-4 shrink-0 text-zinc-400" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{token.name}</p>
              <p className="text-xs text-zinc-500 dark:text-zinc-400">
                Created <RelativeTime date={token.createdAt} /> · {token.lastUsedAt ? <>last used <RelativeTime date={token.lastUsedAt} /></> : 'never used'}
              </p>
            </div>
            <IconButton label={`Revoke ${token.name}`} onClick={() => setRevoking(token)}>
              <Trash2 aria-hidden className="size-4" />
            </IconButton>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title={`Revoke “${revoking?.name}”?`}
        description="Anything that signs in with this token stops working at once. If it is the token of this session, you are signed out."
        confirmLabel="Revoke token"
        pending={deleteToken.isPending}
        onConfirm={() =>
          revoking &&
          deleteToken.mutate(
            { tokenId: revoking.id },
            {
              onSuccess: () => {
                toast.success(`Revoked “${revoking.name}”`)
                setRevoking(null)
              },
            },
          )
        }
      />
    </Section>
  )
}
