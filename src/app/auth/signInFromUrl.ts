import { isInvitationToken } from '@/shared/invitationToken'
import { toast } from '@/app/ui/toastStore'
import { useConnectionStore } from './connectionStore'
import { openSession } from './openSession'

/**
 * The service prints `/?token=…` to sign in with: take the token out of the address bar and the
 * history entry at once (so it is not bookmarked or shared by accident), then trade it for this
 * service's session cookie. An invitation link (`/w/{id}?token=bbi_…`) lands in its workspace.
 */
export async function signInFromUrl(location: Location = window.location, history: History = window.history) {
  const url = new URL(location.href)
  const token = url.searchParams.get('token')
  if (!token) return
  url.searchParams.delete('token')
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`)
  const verdict = await openSession(token)
  if (verdict.ok) return
  const connection = useConnectionStore.getState()
  if (!isInvitationToken(token)) return connection.signOut(`${verdict.message}. Sign in again.`)
  // A used invitation link opened again (from the email, say) must not end the session this browser has.
  if (connection.hasSession || connection.token !== null) return toast.error(verdict.message)
  connection.signOut(verdict.message)
}
