import type { FieldIssue } from '../../shared/errors'

const NUL = '\u0000'
const MESSAGE = 'Text may not contain the NUL character (\\u0000)'

/** Whether any string (or key) in the value holds U+0000; allocation-free, as it sees every request's input. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL)
  if (!value || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.some(containsNul)
  for (const key in value) {
    if (key.includes(NUL) || containsNul((value as Record<string, unknown>)[key])) return true
  }
  return false
}

function fieldsWithNul(value: unknown, path: string[]): FieldIssue[] {
  if (typeof value === 'string') return value.includes(NUL) ? [{ path: path.join('.') || '(body)', message: MESSAGE }] : []
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(key.includes(NUL) ? [{ path: [...path, key].join('.'), message: MESSAGE }] : []),
    ...fieldsWithNul(inner, [...path, key]),
  ])
}

/**
 * PostgreSQL's text and JSONB cannot hold U+0000: any string carrying it would reach the database
 * and fail there (a 500, or a write half done). Every field holding one is named instead.
 */
export const nulCharacterFields = (input: unknown): FieldIssue[] => (containsNul(input) ? fieldsWithNul(input, []) : [])
