/** A key combination; `mod` is Ctrl, or Cmd on Apple keyboards. */
export type Shortcut = { key: string; mod?: boolean; shift?: boolean }

const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)

/** True when the event is this combination (letters compared without case). */
export function matches(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>, shortcut: Shortcut): boolean {
  const mod = event.ctrlKey || event.metaKey
  return (
    event.key.toLowerCase() === shortcut.key.toLowerCase() && mod === !!shortcut.mod && event.shiftKey === !!shortcut.shift && !event.altKey
  )
}

/** How a shortcut is written in menus: "Ctrl+Shift+Z", or "⇧⌘Z" on Apple keyboards. */
export function shortcutLabel(shortcut: Shortcut): string {
  const key = shortcut.key.length === 1 ? shortcut.key.toUpperCase() : shortcut.key
  if (isApple()) return `${shortcut.shift ? '⇧' : ''}${shortcut.mod ? '⌘' : ''}${key === 'Backspace' ? '⌫' : key}`
  return [shortcut.mod && 'Ctrl', shortcut.shift && 'Shift', key].filter(Boolean).join('+')
}

/** Keys typed into a field belong to the field, not to the canvas. */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}
