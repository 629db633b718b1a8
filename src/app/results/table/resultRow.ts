import type { Answer, Result, ResultCell, ResultColumn } from '@/shared/result'

/** A result as the table reads it: its latest answer per block, found once per row. */
export type ResultRow = { result: Result; latest: Map<string, Answer> }

// The service's export applies the same rules (resultCell in src/shared/result.ts); that module
// carries zod, so the app keeps this zod-free copy, and test/app/results/cells.test.ts holds them equal.

/** An input visited twice keeps both answers; the table shows the last. */
export const toResultRow = (result: Result): ResultRow => ({ result, latest: new Map(result.answers.map((answer) => [answer.blockId, answer])) })

/** The cell of `column` in a row; undefined when it holds nothing. */
export function cellOf(column: ResultColumn, { result, latest }: ResultRow): ResultCell | undefined {
  if (column.kind === 'language') return result.language ? { kind: 'text', text: result.language } : undefined
  if (column.kind === 'block') {
    const answer = latest.get(column.blockId)
    if (!answer) return undefined
    // A file input stores its URLs as one text, joined by ", ".
    if (column.blockType === 'file input') return { kind: 'files', urls: answer.content.split(', ').map((url) => url.trim()).filter(Boolean) }
    return { kind: 'text', text: answer.content, ...(answer.attachedFileUrls?.length && { files: answer.attachedFileUrls }) }
  }
  const value = result.variables.find((variable) => variable.id === column.variableId)?.value
  if (value === undefined || value === null) return undefined
  if (Array.isArray(value)) return { kind: 'list', items: value.filter((item): item is string => item !== null) }
  return { kind: 'text', text: value }
}
