/** How values are written into the surrounding text (BLOCKS.md §1.7, context-specific variants). */
export type TemplateMode = 'text' | 'json' | 'html'

const toJson = (value: unknown) => {
  try {
    return JSON.stringify(value) ?? ''
  } catch {
    return String(value)
  }
}

/**
 * The text a value takes in a template. Null and undefined (unset, unknown variable, an expression
 * giving nothing) → `''`. Strings as they are, anything else (lists, numbers of expressions) as JSON.
 * `json`: strings JSON-escaped without their quotes, to sit inside a quoted JSON string.
 * `html`: `<` and `>` escaped so a visitor's answer cannot inject markup into an email.
 */
export const insertValue = (value: unknown, mode: TemplateMode): string => {
  if (value === null || value === undefined) return ''
  if (mode === 'json') return typeof value === 'string' ? JSON.stringify(value).slice(1, -1) : toJson(value)
  const text = typeof value === 'string' ? value : toJson(value)
  return mode === 'html' ? text.replace(/</g, '&lt;').replace(/>/g, '&gt;') : text
}
