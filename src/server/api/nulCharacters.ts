import type { FieldIssue } from '../../shared/errors'

const NUL = '\u0000'
const MESSAGE = 'Text may not contain the NUL character (\\u0000)'

/**
 * PostgreSQL's text and JSONB cannot hold U+0000: any string carrying it would reach the database
 * and fail there (a 500, or a write half done). Every field holding one is named instead.
 */
export function nulCharacterFields(input: unknown, path: string[] = []): FieldIssue[] {
  if (typeof input === 'string') return input.includes(NUL) ? [{ path: path.join('.') || '(body)', message: MESSAGE }] : []
  if (!input || typeof input !== 'object') return []
  return Object.entries(input).flatMap(([key, value]) => [
    ...(key.includes(NUL) ? [{ path: [...path, key].join('.'), message: MESSAGE }] : []),
    ...nulCharacterFields(value, [...path, key]),
  ])
}

export const hasNulCharacter = (text: string) => text.includes(NUL)
