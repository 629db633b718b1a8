import { createId } from '../../shared/ids'
import { dueAt } from '../engine/timers/schedule'
import type { StoredSessionState } from './storedState'
import type { TurnWrite } from './saveTurn'

/** Logs keep their text; details are cut so a chatty webhook cannot bloat the results table. */
const MAX_LOG_DETAILS = 10_000

/** How long a flow that a timeout ended stays readable, so the visitor's page can still fetch its last words. */
const endedSessionLingerMs = 10 * 60_000

/** The row's `due_at`: the state's earliest deadline, or when an ended session is removed (sessionScheduler). */
function dueAtOf(state: StoredSessionState, now: Date): string | null {
  if (state.hasEnded) return new Date(now.getTime() + endedSessionLingerMs).toISOString()
  return dueAt(state)?.toISOString() ?? null
}

/**
 * The rows of a batch of turns, flattened per table, each tagged with its turn's `key` (its place in
 * the batch) so a turn whose session write is refused writes nothing; `position` keeps the order
 * things happened in within a turn.
 */
export function batchRows(writes: TurnWrite[]) {
  const rows = { turns: [] as object[], results: [] as object[], removedAnswers: [] as object[], answers: [] as object[], edges: [] as object[], logs: [] as object[], messages: [] as object[] }
  writes.forEach(({ session, sessionId, effects, transcript, startsChatOf, liveStart, now }, key) => {
    const at = now.toISOString()
    rows.turns.push({
      key,
      kind: session.kind,
      at,
      sessionId,
      startsWorkspaceId: startsChatOf?.workspaceId ?? null,
      ...(liveStart && { liveStart }),
      ...(session.kind !== 'none' && { id: session.id }),
      ...(session.kind === 'insert' && { botId: session.botId, resultId: session.resultId, expiryTimeout: session.expiryTimeout }),
      ...(session.kind !== 'none' && session.kind !== 'insert' && { turn: session.turn }),
      ...((session.kind === 'insert' || session.kind === 'update') && { state: session.state, dueAt: dueAtOf(session.state, now) }),
    })
    for (const { resultId, botId, variables, hasStarted, isCompleted, language } of effects) rows.results.push({ key, resultId, botId, variables, hasStarted, isCompleted, language })
    effects
      .flatMap(({ resultId, answers }) => answers.map(({ attachedFileUrls, ...answer }) => ({ resultId, ...answer, attachedFileUrls: attachedFileUrls?.length ? attachedFileUrls : undefined })))
      .forEach((answer, position) => rows.answers.push({ key, ...answer, position }))
    for (const { resultId, removedAnswers } of effects) for (const { blockId } of removedAnswers ?? []) rows.removedAnswers.push({ key, resultId, blockId })
    effects.flatMap(({ resultId, visitedEdgeIds }) => visitedEdgeIds.map((edgeId) => ({ resultId, edgeId }))).forEach((edge, position) => rows.edges.push({ key, ...edge, position }))
    for (const { resultId, logs } of effects) {
      for (const log of logs) rows.logs.push({ key, id: createId(), resultId, status: log.status ?? 'error', description: log.description, details: log.details?.slice(0, MAX_LOG_DETAILS), context: log.context })
    }
    transcript?.messages.forEach((message, position) => rows.messages.push({ key, resultId: transcript.resultId, blockId: message.id, message, position }))
  })
  return rows
}

/** The bot row `b` neither closed nor archived: with a published version, it takes visitors. */
const bIsOpen = 'not b.is_closed and not b.is_archived'

/** The bot row `b` takes visitors: published, neither closed nor archived (here and where sessions are read). */
export const bTakesVisitors = `b.published_bot_id is not null and ${bIsOpen}`

/**
 * A live session's turn is saved only while its bot takes visitors: a turn run on a cached session
 * after the bot was closed, unpublished or archived (here or in another process) is not saved, and
 * its replay on the stored row meets the closed bot (continueLiveChat).
 */
const botStillOpen = `(chat_sessions.is_preview or exists (select 1 from bots b where b.id = chat_sessions.bot_id and ${bTakesVisitors}))`

/**
 * A live chat's first turn ran on the bot as its process last read it: it is saved only if the bot
 * still takes visitors under that public id, at that published version, in that workspace.
 */
const startStillLive = `(t."liveStart" is null or exists (select 1 from bots b where b.id = t."liveStart" ->> 'botId'
  and b.public_id = t."liveStart" ->> 'publicId' and b.published_bot_id = t."liveStart" ->> 'publishedBotId'
  and b.workspace_id = t."liveStart" ->> 'workspaceId' and ${bIsOpen}))`

/** The table `name` of the batch ($1, batchRows as JSON) with its columns. */
const rowsOf = (name: string, columns: string) => `jsonb_to_recordset((select b -> '${name}' from batch)) as ${name[0]}(key integer, ${columns})`

/**
 * Writes a batch of turns in one statement (one round trip, one commit, atomic as a whole). Per
 * turn: the session row (inserted; or updated or deleted only if no other turn was saved since it
 * was read, the row's `turn` counter, and its bot still takes visitors), then, only if that write
 * took place, the results (created on first sight, flags only ever switched on: §4.9), answers (a
 * back step's taken-back answer leaves: the latest row of its block), visited edges (indexes
 * continuing the result's previous turns, for drop-off), logs, the bot's messages and the chat's
 * start for the plan's count. Answers and messages are inserted in turn and `position` order, so
 * their sequence ids keep the order they happened in. Answers with the keys of the turns saved.
 */
export const SAVE_TURNS = `
with batch as (select $1::jsonb as b),
turns as (
  select * from ${rowsOf('turns', `kind text, id text, "botId" text, "resultId" text, state jsonb, "expiryTimeout" integer, turn integer,
    "dueAt" timestamptz, at timestamptz, "sessionId" text, "startsWorkspaceId" text, "liveStart" jsonb`)}
),
inserted as (
  insert into chat_sessions (id, bot_id, result_id, is_preview, state, expiry_timeout, due_at, created_at, updated_at)
  select t.id, t."botId", t."resultId", false, t.state, t."expiryTimeout", t."dueAt", t.at, t.at from turns t where t.kind = 'insert' and ${startStillLive}
  returning id
),
updated as (
  update chat_sessions set state = t.state, turn = chat_sessions.turn + 1, updated_at = t.at, due_at = t."dueAt"
  from turns t
  where t.kind = 'update' and chat_sessions.id = t.id and chat_sessions.turn = t.turn and ${botStillOpen}
  returning chat_sessions.id
),
deleted as (
  delete from chat_sessions using turns t
  where t.kind = 'delete' and chat_sessions.id = t.id and chat_sessions.turn = t.turn and ${botStillOpen}
  returning chat_sessions.id
),
saved as (
  select t.key, t.at, t."sessionId", t."startsWorkspaceId" from turns t
  where (t.kind = 'none' and ${startStillLive}) or t.id in (select id from inserted union all select id from updated union all select id from deleted)
),
result_rows as (
  insert into results (id, bot_id, variables, has_started, is_completed, last_chat_session_id, language, created_at)
  select r."resultId", r."botId", r.variables, r."hasStarted", r."isCompleted", s."sessionId", r.language, s.at
  from saved s, ${rowsOf('results', `"resultId" text, "botId" text, variables jsonb, "hasStarted" boolean, "isCompleted" boolean, language text`)}
  where r.key = s.key
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
    from saved s, ${rowsOf('removedAnswers', `"resultId" text, "blockId" text`)}
    where r.key = s.key
  )
),
answer_rows as (
  insert into answers (result_id, block_id, group_id, variable_id, content, attached_file_urls, created_at)
  select a."resultId", a."blockId", a."groupId", a."variableId", a.content, a."attachedFileUrls", s.at
  from saved s, ${rowsOf('answers', `"resultId" text, "blockId" text, "groupId" text, "variableId" text, content text, "attachedFileUrls" jsonb, position integer`)}
  where a.key = s.key
  order by a.key, a.position
),
edge_rows as (
  insert into visited_edges (result_id, edge_id, index)
  select e."resultId", e."edgeId", e.position + coalesce((select max(v.index) + 1 from visited_edges v where v.result_id = e."resultId"), 0)
  from saved s, ${rowsOf('edges', `"resultId" text, "edgeId" text, position integer`)}
  where e.key = s.key
),
log_rows as (
  insert into logs (id, result_id, status, description, details, context, created_at)
  select l.id, l."resultId", l.status, l.description, l.details, l.context, s.at
  from saved s, ${rowsOf('logs', `id text, "resultId" text, status text, description text, details text, context text`)}
  where l.key = s.key
),
message_rows as (
  insert into result_messages (result_id, block_id, message, created_at)
  select m."resultId", m."blockId", m.message, s.at
  from saved s, ${rowsOf('messages', `"resultId" text, "blockId" text, message jsonb, position integer`)}
  where m.key = s.key
  order by m.key, m.position
),
start_rows as (
  insert into chat_starts (workspace_id, created_at)
  select s."startsWorkspaceId", s.at from saved s where s."startsWorkspaceId" is not null
)
select key from saved`
