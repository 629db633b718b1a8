import { useConnectionStore } from './connectionStore'
import { openSession } from './openSession'

/**
 * The service prints `/?token=…` to sign in with: take the token out of the address bar and the
 * history entry at once (so it is not bookmarked or shared by accident), then trade it for this
 * service's session cookie.
 */
export async function signInFromUrl(location: Location = window.location, history: History = window.history) {
  const url = new URL(location.href)
  const token = url.searchParams.get('token')
  if (!token) return
  url.searchParams.delete('token')
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`)
  const verdict = await openSession(token)
  if (!verdict.ok) useConnectionStore.getState().signOut(`${verdict.message}. Sign in again.`)
}
