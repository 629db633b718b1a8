import { asc, inArray } from 'drizzle-orm'
import type { Answer, Result } from '../../shared/result'
import type { Executor } from '../db/database'
import { answers, type results } from '../db/schema'

type ResultRow = typeof results.$inferSelect

/** Results with their answers in arrival order, fetched in one query for the whole page. */
export async function withAnswers(db: Executor, rows: ResultRow[]): Promise<Result[]> {
  if (rows.length === 0) return []
  const answerRows = await db
    .select({
      resultId: answers.resultId,
      blockId: answers.blockId,
      content: answers.content,
      attachedFileUrls: answers.attachedFileUrls,
    })
    .from(answers)
    .where(
      inArray(
        answers.resultId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(answers.id))
  const byResult = new Map<string, Answer[]>()
  for (const { resultId, attachedFileUrls, ...answer } of answerRows) {
    const list = byResult.get(resultId) ?? []
    list.push(attachedFileUrls ? { ...answer, attachedFileUrls } : answer)
    byResult.set(resultId, list)
  }
  return rows.map((row) => ({
    id: row.id,
    botId: row.botId,
    createdAt: row.createdAt.toISOString(),
    variables: row.variables,
    isCompleted: row.isCompleted,
    hasStarted: row.hasStarted,
    isArchived: row.isArchived,
    lastChatSessionId: row.lastChatSessionId,
    answers: byResult.get(row.id) ?? [],
    ...(row.language && { language: row.language }),
  }))
}
