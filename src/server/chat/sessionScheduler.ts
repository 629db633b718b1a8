import { sql } from 'drizzle-orm'
import { queryRows, type Database } from '../db/database'
import { dueAt, fireDueTimers } from '../engine'
import type { ServerServices } from '../services'
import { enginePortsFor, trustedFileHostsFor } from './chatServices'
import { runEngineTurn } from './engineErrors'
import { saveTurn } from './saveTurn'
import { isExpired, readSessionRow } from './sessions'
import { dehydrate, hydrate } from './storedState'

/** Sessions claimed per poll. */
const batchSize = 20
/**
 * A claimed session is due again this long after the claim: if the process dies mid-turn, another
 * one takes it over (at-least-once: its webhook may then be called twice).
 */
export const claimLeaseMs = 60_000

/** `origin`: where the service is reached (files a block makes are served from it), asked when a turn runs. */
export type SchedulerDependencies = { db: Database; services: ServerServices; origin: () => string }

/**
 * Claims the sessions whose deadline passed by `now`: their `due_at` moves a lease ahead in the same
 * statement, and `skip locked` lets several processes on one database each take different rows.
 */
async function claimDue(db: Database, now: Date): Promise<{ id: string }[]> {
  return queryRows<{ id: string }>(db, sql`
    update chat_sessions s set due_at = ${new Date(now.getTime() + claimLeaseMs).toISOString()}::timestamptz
    from (select id from chat_sessions where due_at <= ${now.toISOString()}::timestamptz
          order by due_at limit ${batchSize} for update skip locked) d
    where s.id = d.id returning s.id`)
}

/**
 * One claimed session: a flow a timeout ended is removed once its linger passed; otherwise the
 * engine fires what is due and the turn is saved like a visitor's, only if no other turn was saved
 * since it was read (the visitor answered meanwhile: their turn wins, and it set the deadlines anew).
 */
async function advance({ db, services, origin: originOf }: SchedulerDependencies, sessionId: string, now: Date): Promise<boolean> {
  const row = await readSessionRow(db, sessionId)
  if (!row) return false
  const stored = row.state
  const expired = isExpired(row, now)
  if (stored.hasEnded || expired || (!row.isPreview && !row.botIsOpen)) {
    // Ended, expired, or its bot stopped taking visitors: nothing more will run for it.
    if (stored.hasEnded || expired) await db.execute(sql`delete from chat_sessions where id = ${row.id} and turn = ${row.turn}`)
    else await db.execute(sql`update chat_sessions set due_at = null where id = ${row.id} and turn = ${row.turn}`)
    return false
  }
  const state = await hydrate(db, stored)
  const origin = originOf()
  const turn = await runEngineTurn(
    (signal) =>
      fireDueTimers(
        { state, trustedFileHosts: trustedFileHostsFor(services, origin) },
        // The engine reads the scheduler's clock: what is due, and the next deadlines, agree with the claim.
        { ...enginePortsFor(db, services, { workspaceId: state.workspaceId, origin, signal }), now: () => now },
      ),
    services.chat.turnBudgetMs,
  )
  services.chat.sessions.delete(row.id)
  if (!turn) {
    const next = dueAt(state)?.toISOString() ?? null
    await db.execute(sql`update chat_sessions set due_at = ${next}::timestamptz where id = ${row.id} and turn = ${row.turn}`)
    return false
  }
  return saveTurn(db, {
    session: { kind: 'update', id: row.id, turn: row.turn, state: dehydrate(turn.state) },
    sessionId: row.id,
    // A preview keeps its session only: no results, no usage.
    effects: row.isPreview ? [] : turn.effects,
    transcript: row.isPreview ? undefined : { resultId: state.resultId, messages: turn.response.messages },
    now,
  })
}

/**
 * Advances every session due by `now` (its own clock for tests); returns how many turns were saved.
 * Each runs under the session's lock of this process, like a visitor's turn.
 */
export async function runDueSessions(dependencies: SchedulerDependencies, now: Date = dependencies.services.chat.ports.now()): Promise<number> {
  let saved = 0
  for (const { id } of await claimDue(dependencies.db, now)) {
    try {
      if (await dependencies.services.chat.sessionLock(id, () => advance(dependencies, id, now))) saved++
    } catch (error) {
      // One broken session must not stop the others; its lease brings it back later.
      console.error(`[scheduler] session ${id}:`, error)
    }
  }
  return saved
}

/**
 * Polls for due sessions every `intervalMs` in this process (issue 14). Every process of a
 * deployment runs one: claims do not overlap, and the deadlines live in the database, so a
 * restart loses none. `stop` waits for the poll in flight.
 */
export function startSessionScheduler(dependencies: SchedulerDependencies, intervalMs: number) {
  let running: Promise<unknown> = Promise.resolve()
  let stopped = false
  const timer = setInterval(() => {
    running = running.then(async () => {
      if (stopped) return
      try {
        await runDueSessions(dependencies)
      } catch (error) {
        if (!stopped) console.error('[scheduler]', error)
      }
    })
  }, intervalMs)
  timer.unref()
  return {
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
