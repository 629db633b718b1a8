import { defaultApiUrl, useConnectionStore } from './connectionStore'

/**
 * The service prints `/?token=…` to sign in with: keep that token for this service and take it out of
 * the address bar and the history entry, so it is not bookmarked or shared by accident.
 */
export function signInFromUrl(location: Location = window.location, history: History = window.history) {
  const url = new URL(location.href)
  const token = url.searchParams.get('token')
  if (!token) return
  url.searchParams.delete('token')
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`)
  useConnectionStore.getState().signIn({ token, builderUrl: defaultApiUrl(), chatUrl: defaultApiUrl() })
}
