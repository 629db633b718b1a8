import { Navigate, Outlet, useLocation } from 'react-router'
import { useIsSignedIn } from './connectionStore'

/** Pages below need a signed-in user: without one, go to sign-in and come back here after. */
export function RequireAuth() {
  const signedIn = useIsSignedIn()
  const location = useLocation()
  if (!signedIn) return <Navigate to="/signin" replace state={{ from: `${location.pathname}${location.search}` }} />
  return <Outlet />
}
