import { and, eq, sql } from 'drizzle-orm'
import type { RequestContext } from '../api/context'
import { notFound } from '../api/errors'
import type { Executor } from '../db/database'
import { chatSessions, webhookCalls } from '../db/schema'

type WebhookAddress = { botId: string; blockId: string; resultId: string }

/**
 * POST /v1/bots/{botId}/blocks/{blockId}/results/{resultId}/executeWebhook: a service's call for a
 * chat waiting on that Wait-for-webhook block. The body is kept until the chat's next turn takes
 * it (the visitor's page asks again by itself); a second call before then replaces the first.
 */
export async function receiveWebhook({ db }: RequestContext, { botId, blockId, resultId }: WebhookAddress, body: unknown) {
  const [waiting] = await db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(
      and(
        eq(chatSessions.botId, botId),
        eq(chatSessions.resultId, resultId),
        sql`${chatSessions.state}->'pending'->>'type' = 'inboundWebhook'`,
        sql`${chatSessions.state}->'pending'->'cursor'->>'blockId' = ${blockId}`,
      ),
    )
    .limit(1)
  if (!waiting) throw notFound('Chat waiting for this webhook')
  const received = { resultId, blockId, body: body ?? null, createdAt: new Date() }
  await db
    .insert(webhookCalls)
    .values(received)
    .onConflictDoUpdate({ target: [webhookCalls.resultId, webhookCalls.blockId], set: { body: received.body, createdAt: received.createdAt } })
  return { message: 'Webhook received' }
}

/** The body posted for a chat waiting on `blockId`, taken as it is read; undefined while no call came. */
export async function takeWebhookCall(db: Executor, resultId: string, blockId: string): Promise<{ body: unknown } | undefined> {
  const [call] = await db
    .delete(webhookCalls)
    .where(and(eq(webhookCalls.resultId, resultId), eq(webhookCalls.blockId, blockId)))
    .returning({ body: webhookCalls.body })
  return call
}
