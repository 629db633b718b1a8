import type { ReactNode } from 'react'
import { LazyPartBoundary } from '@/app/ui/LazyPartBoundary'

/**
 * A block's forms that failed to load or to draw: said in the panel, with a way to try again,
 * while the canvas and its edits stay as they are.
 */
export function BlockSettingsBoundary({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <LazyPartBoundary
      className="m-4"
      onRetry={onRetry}
      loadFailed={{ title: "The block's settings could not be loaded.", hint: 'Check your connection, then try again.' }}
      drawFailed={{
        title: "This block's settings could not be shown.",
        hint: 'Something went wrong in its form. The flow and your edits are not affected; other blocks can still be edited.',
      }}
    >
      {children}
    </LazyPartBoundary>
  )
}
