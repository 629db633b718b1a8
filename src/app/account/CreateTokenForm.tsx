import { useState } from 'react'
import { Check, Copy, TriangleAlert } from 'lucide-react'
import type { CreatedApiToken } from '@/shared/user'
import { Button } from '@/app/ui/Button'
import { Field, Input } from '@/app/ui/Input'
import { toast } from '@/app/ui/toastStore'
import { useCreateToken } from './api/useCreateToken'

/** Names a new token; its secret is shown once, with a copy button, and never again. */
export function CreateTokenForm() {
  const [name, setName] = useState('')
  const [created, setCreated] = useState<CreatedApiToken | null>(null)
  const [copied, setCopied] = useState(false)
  const createToken = useCreateToken()

  const copy = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret)
      setCopied(true)
    } catch {
      toast.error('The browser did not allow copying: select the token and copy it by hand.')
    }
  }

  return (
    <div className="space-y-4">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          createToken.mutate(
            { name: name.trim() },
            {
              onSuccess: ({ token }) => {
                setCreated(token)
                setCopied(false)
                setName('')
              },
            },
          )
        }}
      >
        <div className="min-w-60 flex-1">
          <Field label="New token name">
            {(id) => <Input id={id} required maxLength={100} placeholder="e.g. Zapier, my laptop" value={name} onChange={(event) => setName(event.target.value)} />}
          </Field>
        </div>
        <Button type="submit" variant="primary" pending={createToken.isPending} disabled={!name.trim()}>
          Create token
        </Button>
      </form>
      {created && (
        <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 dark:border-amber-500/40 dark:bg-amber-500/10">
          <p className="flex items-center gap-2 text-sm font-medium text-amber-900 dark:text-amber-100">
            <TriangleAlert aria-hidden className="size-4" />
            Copy the token “{created.name}” now: it will not be shown again.
          </p>
          <div className="mt-2 flex gap-2">
            <Input readOnly aria-label="New token" value={created.token} className="font-mono text-xs" onFocus={(event) => event.target.select()} />
            <Button icon={copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />} onClick={() => copy(created.token)}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}
