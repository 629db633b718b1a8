import { and, count, eq, gte } from 'drizzle-orm'
import type { Database } from '../db/database'
import { chatStarts, workspaces } from '../db/schema'
import { forbidden } from '../api/errors'

/** Chats per month by plan; a plan absent from the map is unlimited (the local default). */
export type PlanQuotas = Partial<Record<string, number>>

/** PLAN_QUOTAS, e.g. `{"FREE": 200, "STARTER": 2000}`. */
export function planQuotasFromEnv(raw: string | undefined): PlanQuotas {
  if (!raw) return {}
  const parsed = JSON.parse(raw) as unknown
  if (!parsed || typeof parsed !== 'object') throw new Error('PLAN_QUOTAS must be a JSON object of plan → chats per month')
  return parsed as PlanQuotas
}

export const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))

/**
 * Chats visitors started this month on the workspace's bots, registered ones included: counted as
 * they start (chat_starts), so deleting their results or the bot later gives none back.
 */
export async function chatsUsedThisMonth(db: Database, workspaceId: string, now: Date): Promise<number> {
  const [usage] = await db
    .select({ used: count() })
    .from(chatStarts)
    .where(and(eq(chatStarts.workspaceId, workspaceId), gte(chatStarts.createdAt, monthStart(now))))
  return usage.used
}

/** Refuses a new chat once the workspace used its plan's chats for the month. */
export async function assertWithinQuota(db: Database, quotas: PlanQuotas, workspaceId: string, now: Date) {
  // Every plan unlimited (the local default): no query on each new chat.
  if (Object.keys(quotas).length === 0) return
  const [workspace] = await db.select({ plan: workspaces.plan }).from(workspaces).where(eq(workspaces.id, workspaceId))
  const quota = workspace && quotas[workspace.plan]
  if (quota === undefined) return
  if ((await chatsUsedThisMonth(db, workspaceId, now)) >= quota) {
    throw forbidden(`This workspace has used the ${quota} chats of its ${workspace.plan} plan for this month.`)
  }
}
