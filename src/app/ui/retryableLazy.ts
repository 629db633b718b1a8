import { type ComponentType, lazy, useState } from 'react'

/** A part of the app whose code could not be fetched (a lost connection, a deploy that replaced it), as opposed to one failing while it draws. */
export class CodeLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the app could not be loaded', { cause })
  }
}

/**
 * A component whose code loads apart from the page, as a lazy component that can be made again:
 * React's keeps a failed load for good, so trying again (a lost connection, a deploy) needs a new
 * one. `current` is the same component until `reload`, so a part drawn again does not flash its
 * loading state. A failed fetch is told apart as a `CodeLoadError`.
 */
export function retryableLazy<Props>(load: () => Promise<ComponentType<Props>>) {
  const make = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (cause: unknown) => {
          throw new CodeLoadError(cause)
        },
      ),
    )
  let component = make()
  return {
    current: () => component,
    reload: () => (component = make()),
  }
}

/** The part's component as drawn by one component, and how to try loading it again (for `LazyPartBoundary`'s `onRetry`). */
export function useRetryableLazy<Props>(part: ReturnType<typeof retryableLazy<Props>>) {
  const [Part, setPart] = useState(() => part.current())
  return [Part, () => setPart(() => part.reload())] as const
}
