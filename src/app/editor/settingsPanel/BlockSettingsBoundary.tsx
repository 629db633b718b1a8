import { Component, type ReactNode } from 'react'
import { TriangleAlert } from 'lucide-react'
import { Button } from '@/app/ui/Button'

type Props = { children: ReactNode; onRetry: () => void }

/**
 * A block's forms that failed to load or to draw: said in the panel, with a way to try again,
 * while the canvas and its edits stay as they are (the page's own error screen would replace them).
 */
export class BlockSettingsBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <div role="alert" className="m-4 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200">
        <p className="flex items-center gap-2 font-medium">
          <TriangleAlert aria-hidden className="size-4" />
          The block's settings could not be loaded.
        </p>
        <p className="mt-1">Check your connection, then try again.</p>
        <Button
          size="sm"
          className="mt-3"
          onClick={() => {
            this.props.onRetry()
            this.setState({ failed: false })
          }}
        >
          Try again
        </Button>
      </div>
    )
  }
}
