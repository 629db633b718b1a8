import { Component, type ReactNode } from 'react'
import { TriangleAlert } from 'lucide-react'
import { Button } from '@/app/ui/Button'
import { BlockSettingsLoadError } from './lazyBlockSettings'

type Props = { children: ReactNode; onRetry: () => void }

/** What went wrong: the forms' code did not arrive, or a form failed while drawing (a bug, which a connection does not mend). */
type Failure = 'load' | 'draw' | null

/**
 * A block's forms that failed to load or to draw: said in the panel, with a way to try again,
 * while the canvas and its edits stay as they are (the page's own error screen would replace them).
 */
export class BlockSettingsBoundary extends Component<Props, { failure: Failure }> {
  state: { failure: Failure } = { failure: null }

  static getDerivedStateFromError(error: unknown): { failure: Failure } {
    return { failure: error instanceof BlockSettingsLoadError ? 'load' : 'draw' }
  }

  render() {
    const { failure } = this.state
    if (!failure) return this.props.children
    return (
      <div role="alert" className="m-4 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200">
        <p className="flex items-center gap-2 font-medium">
          <TriangleAlert aria-hidden className="size-4" />
          {failure === 'load' ? "The block's settings could not be loaded." : "This block's settings could not be shown."}
        </p>
        <p className="mt-1">
          {failure === 'load'
            ? 'Check your connection, then try again.'
            : 'Something went wrong in its form. The flow and your edits are not affected; other blocks can still be edited.'}
        </p>
        <Button
          size="sm"
          className="mt-3"
          onClick={() => {
            // Only code that did not arrive is fetched anew; a form that failed to draw is drawn again.
            if (failure === 'load') this.props.onRetry()
            this.setState({ failure: null })
          }}
        >
          Try again
        </Button>
      </div>
    )
  }
}
