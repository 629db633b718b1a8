import { useEffect, useEffectEvent, useState } from 'react'

/**
 * A text field's own copy of a value that lives elsewhere (the URL): keys change the copy at once and
 * `onChange` hears it once typing pauses for `settleMs`. Binding the field straight to the URL loses
 * keys, because the router applies the URL in a transition and the field re-renders with a value that
 * is a key behind. A value from elsewhere (a cleared filter, the back button) replaces the copy; the
 * echo of what was sent does not.
 */
export function useSettledValue(value: string, onChange: (value: string) => void, settleMs: number) {
  const [draft, setDraft] = useState(value)
  const [lastValue, setLastValue] = useState(value)
  const [sent, setSent] = useState(value)
  if (value !== lastValue) {
    setLastValue(value)
    if (value !== sent) {
      setSent(value)
      setDraft(value)
    }
  }
  // Callers pass a new callback on each render: the pause is timed from the last key, not the last render.
  const send = useEffectEvent((text: string) => onChange(text))
  useEffect(() => {
    if (draft === sent) return
    const timer = setTimeout(() => {
      setSent(draft)
      send(draft)
    }, settleMs)
    return () => clearTimeout(timer)
  }, [draft, sent, settleMs])
  return [draft, setDraft] as const
}
