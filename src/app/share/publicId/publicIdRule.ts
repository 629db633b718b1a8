/**
 * Why `text` cannot be a public id, naming the field, or null when it can: the rule of the API
 * (`publicIdSchema`), said for a person.
 */
export function publicIdProblem(text: string): string | null {
  if (text.length < 4) return 'Public id: use at least 4 characters.'
  if (text.length > 128) return 'Public id: use at most 128 characters.'
  if (!/^[a-zA-Z0-9-.]+$/.test(text)) return 'Public id: use only letters, digits, “-” and “.” (no spaces).'
  return null
}
