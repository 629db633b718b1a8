import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSettledValue } from '../../../src/app/ui/useSettledValue'

describe('a search field kept in the URL', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const field = (initial: string) => {
    const onChange = vi.fn()
    const hook = renderHook(({ value }) => useSettledValue(value, onChange, 150), { initialProps: { value: initial } })
    const type = (text: string) => act(() => hook.result.current[1](text))
    return { hook, onChange, type, draft: () => hook.result.current[0] }
  }

  it('sends what was typed once, after typing pauses', () => {
    const { onChange, type, draft } = field('')
    type('z')
    type('zu')
    expect(draft()).toBe('zu')
    expect(onChange).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(150))
    expect(onChange).toHaveBeenCalledExactlyOnceWith('zu')
  })

  it('times the pause from the last key, not from the page re-rendering with a new callback', () => {
    const first = vi.fn()
    const second = vi.fn()
    const hook = renderHook(({ onChange }) => useSettledValue('', onChange, 150), { initialProps: { onChange: first } })
    act(() => hook.result.current[1]('zu'))
    act(() => vi.advanceTimersByTime(100))
    hook.rerender({ onChange: second })
    act(() => vi.advanceTimersByTime(50))
    expect(second).toHaveBeenCalledExactlyOnceWith('zu')
    expect(first).not.toHaveBeenCalled()
  })

  it('keeps keys typed while the URL still shows an older value', () => {
    const { hook, type, draft } = field('')
    type('z')
    act(() => vi.advanceTimersByTime(150))
    type('zu')
    // The URL catches up with the first send only now: the field must not fall back to "z".
    hook.rerender({ value: 'z' })
    expect(draft()).toBe('zu')
  })

  it('takes a value changed elsewhere, such as a cleared search or the back button', () => {
    const { hook, type, draft } = field('zu')
    type('zulu')
    hook.rerender({ value: '' })
    expect(draft()).toBe('')
  })
})
