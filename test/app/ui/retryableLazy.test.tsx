import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LazyPartBoundary } from '../../../src/app/ui/LazyPartBoundary'
import { retryableLazy, useRetryableLazy } from '../../../src/app/ui/retryableLazy'

// A part of the app loaded apart from its page, whose download fails once (a lost connection) and
// then succeeds: the page says so where the part would be, and Try again fetches it anew.

// React reports each caught error on the console; the alert is what a person sees.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}))
afterEach(() => vi.restoreAllMocks())

function Gallery() {
  return <p>The templates</p>
}

function renderPart(load: () => Promise<typeof Gallery>) {
  const part = retryableLazy(load)
  function Page() {
    const [Part, reload] = useRetryableLazy(part)
    return (
      <>
        <p>The rest of the page</p>
        <LazyPartBoundary
          onRetry={reload}
          loadFailed={{ title: 'The templates could not be loaded.', hint: 'Check your connection.' }}
          drawFailed={{ title: 'The templates could not be shown.', hint: 'Something went wrong.' }}
        >
          <Suspense fallback={<p role="status">Loading…</p>}>
            <Part />
          </Suspense>
        </LazyPartBoundary>
      </>
    )
  }
  render(<Page />)
}

describe('a part loaded apart from its page', () => {
  it('a failed download is said in its place, the rest of the page stays, and Try again fetches it anew', async () => {
    const load = vi.fn<() => Promise<typeof Gallery>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(Gallery)
    renderPart(load)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The templates could not be loaded.')
    expect(screen.getByText('The rest of the page')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('The templates')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('a part that fails while drawing is not blamed on its download, and is not fetched again', async () => {
    let broken = true
    function Flaky() {
      if (broken) throw new Error('A bug in the gallery')
      return <p>The templates</p>
    }
    const load = vi.fn(async () => Flaky)
    renderPart(load)
    expect((await screen.findByRole('alert')).textContent).toContain('The templates could not be shown.')

    broken = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('The templates')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
