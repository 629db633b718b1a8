import { and, eq, sql } from 'drizzle-orm'
import type { AuthedContext, RequestContext } from '../api/context'
import { requireBotAccess } from '../auth/access'
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
        waitsOn(blockId),
      ),
    )
    .limit(1)
  if (!waiting) throw notFound('Chat waiting for this webhook')
  await keepCall(db, resultId, blockId, body)
  return { message: 'Webhook received' }
}

/** Sessions whose flow stands on the Wait-for-webhook block `blockId`. */
const waitsOn = (blockId: string) =>
  and(sql`${chatSessions.state}->'pending'->>'type' = 'inboundWebhook'`, sql`${chatSessions.state}->'pending'->'cursor'->>'blockId' = ${blockId}`)

/** Keeps a call until the chat's next turn; a second one before then replaces the first. */
async function keepCall(db: Executor, resultId: string, blockId: string, body: unknown) {
  const received = { resultId, blockId, body: body ?? null, createdAt: new Date() }
  await db
    .insert(webhookCalls)
    .values(received)
    .onConflictDoUpdate({ target: [webhookCalls.resultId, webhookCalls.blockId], set: { body: received.body, createdAt: received.createdAt } })
}

/**
 * POST /v1/bots/{botId}/blocks/{blockId}/executeTestWebhook: the same for the builder's preview
 * chats of the bot (an editor's call); each preview has its own result id in its state.
 */
export async function receiveTestWebhook({ db, user }: AuthedContext, { botId, blockId }: Omit<WebhookAddress, 'resultId'>, body: unknown) {
  await requireBotAccess(db, user.id, botId, 'write')
  const previews = await db
    .select({ resultId: sql<string>`${chatSessions.state}->>'resultId'` })
    .from(chatSessions)
    .where(and(eq(chatSessions.botId, botId), eq(chatSessions.isPreview, true), waitsOn(blockId)))
  if (previews.length === 0) throw notFound('Preview waiting for this webhook')
  await Promise.all(previews.map(({ resultId }) => keepCall(db, resultId, blockId, body)))
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
