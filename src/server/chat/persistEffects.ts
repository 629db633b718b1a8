import { eq, sql } from 'drizzle-orm'
import { createId } from '../../shared/ids'
import type { Transaction } from '../db/database'
import type { ChatMessage } from '../../shared/chat/response'
import { answers, logs, resultMessages, results, visitedEdges } from '../db/schema'
import type { ResultEffects } from '../engine/turn'

/** Logs keep their text; details are cut so a chatty webhook cannot bloat the results table. */
const MAX_LOG_DETAILS = 10_000

/**
 * Writes what one turn produced for one result, inside the request's transaction: the result row
 * (created on first sight, flags only ever switched on), answers, visited edges and logs.
 */
export async function persistResultEffects(
  tx: Transaction,
  effects: ResultEffects,
  context: { sessionId: string; now: Date },
) {
  await tx
    .insert(results)
    .values({
      id: effects.resultId,
      botId: effects.botId,
      variables: effects.variables,
      hasStarted: effects.hasStarted,
      isCompleted: effects.isCompleted,
      lastChatSessionId: context.sessionId,
      createdAt: context.now,
    })
    .onConflictDoUpdate({
      target: results.id,
      set: {
        variables: effects.variables,
        // A flag once true stays true (§4.9: completion is never reset).
        hasStarted: sql`${results.hasStarted} or ${effects.hasStarted}`,
        isCompleted: sql`${results.isCompleted} or ${effects.isCompleted}`,
        lastChatSessionId: context.sessionId,
      },
    })

  if (effects.answers.length > 0) {
    await tx.insert(answers).values(
      effects.answers.map((answer) => ({
        resultId: effects.resultId,
        blockId: answer.blockId,
        groupId: answer.groupId ?? null,
        variableId: answer.variableId ?? null,
        content: answer.content,
        attachedFileUrls: answer.attachedFileUrls?.length ? answer.attachedFileUrls : null,
        createdAt: context.now,
      })),
    )
  }

  if (effects.visitedEdgeIds.length > 0) {
    // Indexes continue where the result's previous turns stopped, for drop-off analytics.
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${visitedEdges.index}) + 1, 0)`.mapWith(Number) })
      .from(visitedEdges)
      .where(eq(visitedEdges.resultId, effects.resultId))
    await tx
      .insert(visitedEdges)
      .values(effects.visitedEdgeIds.map((edgeId, i) => ({ resultId: effects.resultId, edgeId, index: next + i })))
  }

  if (effects.logs.length > 0) {
    await tx.insert(logs).values(
      effects.logs.map((log) => ({
        id: createId(),
        resultId: effects.resultId,
        status: log.status ?? 'error',
        description: log.description,
        details: log.details ? log.details.slice(0, MAX_LOG_DETAILS) : null,
        context: log.context ?? null,
        createdAt: context.now,
      })),
    )
  }
}

/** Keeps what the bot said this turn, for the result's transcript (after its result row exists). */
export async function persistBotMessages(tx: Transaction, resultId: string, messages: ChatMessage[], now: Date) {
  if (messages.length === 0) return
  await tx.insert(resultMessages).values(messages.map((message) => ({ resultId, blockId: message.id, message, createdAt: now })))
}
