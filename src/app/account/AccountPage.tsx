import { LogOut } from 'lucide-react'
import { useConnectionStore } from '@/app/auth/connectionStore'
import { useSignOut } from '@/app/auth/useSignOut'
import { Button } from '@/app/ui/Button'
import { PageHeader, Section } from '@/app/ui/PageHeader'
import { Skeleton } from '@/app/ui/Skeleton'
import { useMeQuery } from './api/useMeQuery'
import { ApiTokensSection } from './ApiTokensSection'

/** `/account`: who is signed in, to which service, and their API tokens. */
export function AccountPage() {
  const me = useMeQuery()
  const { builderUrl, chatUrl } = useConnectionStore()
  const signOut = useSignOut()
  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader
        title="Account"
        description="Your identity on this service and the tokens that act as you."
        actions={
          <Button icon={<LogOut aria-hidden className="size-4" />} onClick={signOut}>
            Sign out
          </Button>
        }
      />
      <Section title="Signed in">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-zinc-500 dark:text-zinc-400">Email</dt>
          <dd className="font-medium">{me.data ? me.data.email : <Skeleton className="h-5 w-48" />}</dd>
          <dt className="text-zinc-500 dark:text-zinc-400">Builder API</dt>
          <dd className="font-mono text-xs break-all">{builderUrl}</dd>
          <dt className="text-zinc-500 dark:text-zinc-400">Chat API</dt>
          <dd className="font-mono text-xs break-all">{chatUrl}</dd>
        </dl>
      </Section>
      <ApiTokensSection />
    </div>
  )
}
