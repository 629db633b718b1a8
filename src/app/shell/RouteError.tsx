import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { TriangleAlert } from 'lucide-react'
import { EmptyState } from '@/app/ui/EmptyState'

/** What a page that crashed, or failed to load its code, shows instead of a blank screen. */
export function RouteError() {
  const error = useRouteError()
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error)
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <EmptyState icon={<TriangleAlert aria-hidden className="size-6" />} title="This page could not be shown">
        <p className="break-words">{message}</p>
        <p className="mt-3">
          <button type="button" className="font-medium text-indigo-700 underline dark:text-indigo-300" onClick={() => window.location.reload()}>
            Reload
          </button>{' '}
          or go back to{' '}
          <Link to="/" className="font-medium text-indigo-700 underline dark:text-indigo-300">
            your workspaces
          </Link>
          .
        </p>
      </EmptyState>
    </div>
  )
}
