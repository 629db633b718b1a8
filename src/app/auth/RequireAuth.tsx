import { Navigate, Outlet, useLocation } from 'react-router'
import { useConnectionStore } from './connectionStore'

/** Pages below need a token: without one, go to sign-in and come back here after. */
export function RequireAuth() {
  const token = useConnectionStore((state) => state.token)
  const location = useLocation()
  if (!token) return <Navigate to="/signin" replace state={{ from: `${location.pathname}${location.search}` }} />
  return <Outlet />
}
