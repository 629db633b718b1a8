import { type SQL, sql } from 'drizzle-orm'
import type { ChatMessage } from '../../shared/chat/response'
import { createId } from '../../shared/ids'
import { type Executor, queryPrepared } from '../db/database'
import type { ResultEffects } from '../engine/turn'
import { dueAt } from '../engine/timers/schedule'
import type { StoredSessionState } from './storedState'

/** Logs keep their text; details are cut so a chatty webhook cannot bloat the results table. */
const MAX_LOG_DETAILS = 10_000

/** What a turn does to its session row. */
export type SessionWrite =
  | { kind: 'insert'; id: string; botId: string; resultId: string; state: StoredSessionState; expiryTimeout: number | null }
  /** Only if no other turn was saved since `turn` was read (the row's counter). */
  | { kind: 'update'; id: string; turn: number; state: StoredSessionState }
  /** The live flow ended: continueChat then answers 404 (§4.10). Same condition as `update`. */
  | { kind: 'delete'; id: string; turn: number }
  /** A chat that ended in its first walk keeps no session. */
  | { kind: 'none' }

export type TurnWrite = {
  session: SessionWrite
  /** The session named on the results it touches (`lastChatSessionId`). */
  sessionId: string
  effects: ResultEffects[]
  /** What the bot said this turn, kept for the result's transcript. */
  transcript?: { resultId: string; messages: ChatMessage[] }
  /** The first turn of a visitor's new chat: counted for the workspace's plan (chat_starts). */
  startsChatOf?: { workspaceId: string }
  now: Date
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`

/**
 * A live session's turn is saved only while its bot takes visitors: a turn run on a cached session
 * after the bot was closed, unpublished or archived (here or in another process) is not saved, and
 * its replay on the stored row meets the closed bot (continueLiveChat).
 */
const botStillOpen = sql`(chat_sessions.is_preview or exists (select 1 from bots b where b.id = chat_sessions.bot_id
  and b.published_bot_id is not null and not b.is_closed and not b.is_archived))`

/** How long a flow that a timeout ended stays readable, so the visitor's page can still fetch its last words. */
export const endedSessionLingerMs = 10 * 60_000

/** The row's `due_at`: the state's earliest deadline, or when an ended session is removed (sessionScheduler). */
function dueAtOf(state: StoredSessionState, now: Date): string | null {
  if (state.hasEnded) return new Date(now.getTime() + endedSessionLingerMs).toISOString()
  return dueAt(state)?.toISOString() ?? null
}

function sessionStatement(write: SessionWrite, now: Date): SQL {
  const at = now.toISOString()
  switch (write.kind) {
    case 'insert':
      return sql`insert into chat_sessions (id, bot_id, result_id, is_preview, state, expiry_timeout, due_at, created_at, updated_at)
        values (${write.id}, ${write.botId}, ${write.resultId}, false, ${json(write.state)}, ${write.expiryTimeout},
          ${dueAtOf(write.state, now)}::timestamptz, ${at}::timestamptz, ${at}::timestamptz)
        returning 1`
    case 'update':
      return sql`update chat_sessions set state = ${json(write.state)}, turn = turn + 1, updated_at = ${at}::timestamptz,
          due_at = ${dueAtOf(write.state, now)}::timestamptz
        where id = ${write.id} and turn = ${write.turn} and ${botStillOpen} returning 1`
    case 'delete':
      return sql`delete from chat_sessions where id = ${write.id} and turn = ${write.turn} and ${botStillOpen} returning 1`
    case 'none':
      return sql`select 1`
  }
}

/** The rows of one turn, flattened per table; `position` keeps the order they happened in. */
function rowsOf({ effects, transcript }: TurnWrite) {
  return {
    results: effects.map(({ resultId, botId, variables, hasStarted, isCompleted, language }) => ({ resultId, botId, variables, hasStarted, isCompleted, language })),
    answers: effects
      .flatMap(({ resultId, answers }) =>
        answers.map(({ attachedFileUrls, ...answer }) => ({
          resultId,
          ...answer,
          attachedFileUrls: attachedFileUrls?.length ? attachedFileUrls : undefined,
        })),
      )
      .map((answer, position) => ({ ...answer, position })),
    removedAnswers: effects.flatMap(({ resultId, removedAnswers }) => (removedAnswers ?? []).map(({ blockId }) => ({ resultId, blockId }))),
    edges: effects.flatMap(({ resultId, visitedEdgeIds }) => visitedEdgeIds.map((edgeId, position) => ({ resultId, edgeId, position }))),
    logs: effects.flatMap(({ resultId, logs }) =>
      logs.map((log) => ({
        id: createId(),
        resultId,
        status: log.status ?? 'error',
        description: log.description,
        details: log.details?.slice(0, MAX_LOG_DETAILS),
        context: log.context,
      })),
    ),
    messages: (transcript?.messages ?? []).map((message, position) => ({ resultId: transcript!.resultId, blockId: message.id, message, position })),
  }
}

/**
 * Writes a whole turn in one statement (one round trip, atomic on its own): the session row, then,
 * only if that write took place, the results (created on first sight, flags only ever switched on:
 * §4.9), answers (a back step's taken-back answer leaves: the latest row of its block), visited edges (indexes continuing the result's previous turns, for drop-off),
 * logs, the bot's messages and the chat's start for the plan's count. Rows go in as JSON arrays; answers and messages are inserted in
 * `position` order, so their sequence ids keep the order they happened in.
 * Returns false when the session changed meanwhile (the caller replays the turn on the fresh state).
 */
export async function saveTurn(db: Executor, write: TurnWrite): Promise<boolean> {
  const now = write.now.toISOString()
  const rows = rowsOf(write)
  const [{ saved }] = await queryPrepared<{ saved: number }>(db, `save-turn-${write.session.kind}`, sql`
    with saved as (${sessionStatement(write.session, write.now)}),
    result_rows as (
      insert into results (id, bot_id, variables, has_started, is_completed, last_chat_session_id, language, created_at)
      select r."resultId", r."botId", r.variables, r."hasStarted", r."isCompleted", ${write.sessionId}, r.language, ${now}::timestamptz
      from saved, jsonb_to_recordset(${json(rows.results)})
        as r("resultId" text, "botId" text, variables jsonb, "hasStarted" boolean, "isCompleted" boolean, language text)
      on conflict (id) do update set
        variables = excluded.variables,
        language = coalesce(excluded.language, results.language),
        has_started = results.has_started or excluded.has_started,
        is_completed = results.is_completed or excluded.is_completed,
        last_chat_session_id = excluded.last_chat_session_id
    ),
    removed_answer_rows as (
      delete from answers where id in (
        select (select a.id from answers a where a.result_id = r."resultId" and a.block_id = r."blockId" order by a.id desc limit 1)
        from saved, jsonb_to_recordset(${json(rows.removedAnswers)}) as r("resultId" text, "blockId" text)
      )
    ),
    answer_rows as (
      insert into answers (result_id, block_id, group_id, variable_id, content, attached_file_urls, created_at)
      select a."resultId", a."blockId", a."groupId", a."variableId", a.content, a."attachedFileUrls", ${now}::timestamptz
      from saved, jsonb_to_recordset(${json(rows.answers)})
        as a("resultId" text, "blockId" text, "groupId" text, "variableId" text, content text, "attachedFileUrls" jsonb, position bigint)
      order by a.position
    ),
    edge_rows as (
      insert into visited_edges (result_id, edge_id, index)
      select e."resultId", e."edgeId",
        e.position + coalesce((select max(v.index) + 1 from visited_edges v where v.result_id = e."resultId"), 0)
      from saved, jsonb_to_recordset(${json(rows.edges)}) as e("resultId" text, "edgeId" text, position integer)
    ),
    log_rows as (
      insert into logs (id, result_id, status, description, details, context, created_at)
      select l.id, l."resultId", l.status, l.description, l.details, l.context, ${now}::timestamptz
      from saved, jsonb_to_recordset(${json(rows.logs)})
        as l(id text, "resultId" text, status text, description text, details text, context text)
    ),
    message_rows as (
      insert into result_messages (result_id, block_id, message, created_at)
      select m."resultId", m."blockId", m.message, ${now}::timestamptz
      from saved, jsonb_to_recordset(${json(rows.messages)})
        as m("resultId" text, "blockId" text, message jsonb, position bigint)
      order by m.position
    ),
    start_row as (
      insert into chat_starts (workspace_id, created_at)
      select ${write.startsChatOf?.workspaceId ?? null}, ${now}::timestamptz from saved where ${!!write.startsChatOf}
    )
    select count(*)::int as saved from saved`)
  return saved === 1
}
