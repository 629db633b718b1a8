import { useState } from 'react'
import { useNavigate } from 'react-router'
import { ChevronRight } from 'lucide-react'
import { Button } from '@/app/ui/Button'
import { cx, focusRing } from '@/app/ui/cx'
import { Field, Input } from '@/app/ui/Input'
import { defaultApiUrl, isOwnService, useConnectionStore } from './connectionStore'
import { useSignIn } from './useSignIn'

/** Token, and under a disclosure the two base URLs; a refused token or unreachable URL is named. */
export function SignInForm({ onSignedIn }: { onSignedIn: string }) {
  const stored = useConnectionStore()
  const [token, setToken] = useState('')
  const [builderUrl, setBuilderUrl] = useState(stored.builderUrl)
  const [chatUrl, setChatUrl] = useState(stored.chatUrl)
  const signIn = useSignIn()
  const navigate = useNavigate()
  const failure = signIn.data && !signIn.data.ok ? signIn.data.message : null
  // Open from the start when the stored service is not this one; never toggled under the user's hands.
  const [showUrls] = useState(() => !isOwnService(stored.builderUrl))

  return (
    <form
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault()
        signIn.mutate({ token, builderUrl, chatUrl }, { onSuccess: (verdict) => verdict.ok && navigate(onSignedIn, { replace: true }) })
      }}
    >
      <Field label="API token" hint="The token in the sign-in URL the service printed, or one created on your account page.">
        {(id, hintId) => (
          <Input
            id={id}
            aria-describedby={hintId}
            type="password"
            autoComplete="off"
            spellCheck={false}
            required
            value={token}
            onChange={(event) => setToken(event.target.value)}
            data-autofocus
            autoFocus
          />
        )}
      </Field>
      <details open={showUrls || undefined} className="group rounded-lg border border-zinc-200 dark:border-zinc-800">
        <summary className={cx('flex cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-zinc-700 dark:text-zinc-300', focusRing)}>
          <ChevronRight aria-hidden className="size-4 transition-transform group-open:rotate-90" />
          Connect to another service
        </summary>
        <div className="space-y-4 px-3 pt-1 pb-4">
          <Field label="Builder API URL" hint={`Default: ${defaultApiUrl()}`}>
            {(id, hintId) => <Input id={id} aria-describedby={hintId} type="url" required value={builderUrl} onChange={(event) => setBuilderUrl(event.target.value)} />}
          </Field>
          <Field label="Chat API URL" hint="Where published bots run: this service's chat origin unless you name another.">
            {(id, hintId) => <Input id={id} aria-describedby={hintId} type="url" required value={chatUrl} onChange={(event) => setChatUrl(event.target.value)} />}
          </Field>
        </div>
      </details>
      {failure && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-200">
          {failure}
        </p>
      )}
      <Button type="submit" variant="primary" className="w-full" pending={signIn.isPending}>
        Sign in
      </Button>
    </form>
  )
}
