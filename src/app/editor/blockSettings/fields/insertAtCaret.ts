/** `{{Name}}`: how a variable is written in templated text (BLOCKS.md §1.7). */
export const variableToken = (name: string) => `{{${name}}}`

/** True when `text` is exactly one `{{Variable}}` token. */
export const isSingleVariableToken = (text: string) => /^\{\{[^{}]+\}\}$/.test(text.trim())

/**
 * `value` with `text` put in place of the selection `[start, end)` (at the end when the control
 * never had a caret), and where the caret goes after it.
 */
export function insertAtCaret(value: string, start: number | null | undefined, end: number | null | undefined, text: string) {
  const from = start ?? value.length
  const to = end ?? from
  return { value: value.slice(0, from) + text + value.slice(to), caret: from + text.length }
}
