import { Link } from 'react-router'
import { SearchX } from 'lucide-react'
import { EmptyState } from '@/app/ui/EmptyState'

/** Any address the app does not know. */
export function NotFoundPage() {
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <EmptyState icon={<SearchX aria-hidden className="size-6" />} title="Page not found">
        <p>
          Nothing lives at this address.{' '}
          <Link to="/" className="font-medium text-indigo-700 underline dark:text-indigo-300">
            Go to your workspaces
          </Link>
        </p>
      </EmptyState>
    </main>
  )
}
