import type { Answer, Result } from '../../shared/result'

/**
 * Where a page ends in the (createdAt, id) descending order. The timestamp stays PostgreSQL text:
 * a JS Date would drop its microseconds and skip rows created in the same millisecond.
 */
export type PageKey = { createdAt: string; id: string }

/** One result of a page as the database writes it: positional, so the document repeats no keys. */
type PageRow = [
  id: string,
  botId: string,
  createdAt: string,
  variables: Result['variables'],
  isCompleted: boolean,
  hasStarted: boolean,
  isArchived: boolean,
  lastChatSessionId: string | null,
  answers: [blockId: string, content: string, attachedFileUrls: string[] | null][],
  pageKey: string,
  language: string | null,
]

const resultOf = ([id, botId, createdAt, variables, isCompleted, hasStarted, isArchived, lastChatSessionId, answerRows, , language]: PageRow): Result => ({
  id,
  botId,
  createdAt,
  variables,
  isCompleted,
  hasStarted,
  isArchived,
  lastChatSessionId,
  answers: answerRows.map(([blockId, content, attachedFileUrls]): Answer => (attachedFileUrls ? { blockId, content, attachedFileUrls } : { blockId, content })),
  ...(language && { language }),
})

/** A page document (resultPages.ts writes its query) as results, and the key where the page ends. */
export function parseResultPage(text: string): { results: Result[]; last: PageKey | undefined } {
  const rows = JSON.parse(text) as PageRow[]
  const last = rows.at(-1)
  return { results: rows.map(resultOf), last: last && { createdAt: last[9], id: last[0] } }
}
