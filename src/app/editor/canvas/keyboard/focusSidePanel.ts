/**
 * Moves the focus into the side panel once it has rendered: its first field, or the panel itself.
 * A keyboard user who opened settings with Enter types there at once (Esc brings them back).
 */
export function focusSidePanel() {
  requestAnimationFrame(() => {
    const panel = document.querySelector<HTMLElement>('[data-editor-panel]')
    const field = panel?.querySelector<HTMLElement>('[data-block-settings] :is(input, textarea, select, [contenteditable="true"]):not(:disabled)')
    ;(field ?? panel)?.focus()
  })
}
