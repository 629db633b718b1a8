import { Component, type ReactNode } from 'react'
import { TriangleAlert } from 'lucide-react'
import { Button } from './Button'
import { cx } from './cx'
import { CodeLoadError } from './retryableLazy'

/** What a person reads when the part fails: a first line, then what to do. */
type Words = { title: string; hint: string }

type Props = {
  children: ReactNode
  /** The part's code did not arrive: fetch it anew (`retryableLazy`'s `reload`). */
  onRetry: () => void
  loadFailed: Words
  /** The part failed while drawing (a bug, which a connection does not mend). */
  drawFailed: Words
  className?: string
}

type Failure = 'load' | 'draw' | null

/**
 * A part loaded apart from its page that failed to load or to draw: said where the part would be,
 * with a way to try again, while the rest of the page stays as it is (the page's own error screen
 * would replace it). Only code that did not arrive is fetched anew; a part that failed to draw is
 * drawn again.
 */
export class LazyPartBoundary extends Component<Props, { failure: Failure }> {
  state: { failure: Failure } = { failure: null }

  static getDerivedStateFromError(error: unknown): { failure: Failure } {
    return { failure: error instanceof CodeLoadError ? 'load' : 'draw' }
  }

  render() {
    const { failure } = this.state
    if (!failure) return this.props.children
    const words = failure === 'load' ? this.props.loadFailed : this.props.drawFailed
    return (
      <div role="alert" className={cx('rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200', this.props.className)}>
        <p className="flex items-center gap-2 font-medium">
          <TriangleAlert aria-hidden className="size-4" />
          {words.title}
        </p>
        <p className="mt-1">{words.hint}</p>
        <Button
          size="sm"
          className="mt-3"
          onClick={() => {
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
