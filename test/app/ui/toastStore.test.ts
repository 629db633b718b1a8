import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { toast, useToastStore } from '../../../src/app/ui/toastStore'

const messages = () => useToastStore.getState().toasts.map((shown) => shown.message)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

test('a notice goes by itself after a few seconds, unless it must stay until the reader dismisses it', () => {
  toast.info('Copied 2 groups')
  toast.info('Unsaved changes from your last visit were restored.', { untilDismissed: true })
  vi.advanceTimersByTime(60_000)
  expect(messages()).toEqual(['Unsaved changes from your last visit were restored.'])

  useToastStore.getState().dismiss(useToastStore.getState().toasts[0].id)
  expect(messages()).toEqual([])
})
