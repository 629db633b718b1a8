import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows, type DatabaseHandle } from '../../src/server/db/database'
import { openTestDatabase } from '../support/testDatabase'

let database: DatabaseHandle
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

const CHATS = 8
const TURNS = 9

/** A session's state of the size a ten-question chat's has (about 1.6 KB), at `turn`. */
const stateAt = (turn: number) =>
  JSON.stringify({
    turn,
    transcript: Array.from({ length: 10 }, (_, i) => ({ role: i % 2 ? 'user' : 'assistant', text: `Question ${i + 1}? (last: answer ${i})` })),
    variables: Array.from({ length: 10 }, (_, i) => ({ id: `v${i}`, name: `Variable ${i}`, value: `value ${i} at turn ${turn}` })),
    pending: { type: 'input', input: { id: 'q1', type: 'text input', options: { variableId: 'v1' } }, cursor: { blockId: 'q1', groupId: 'g1' } },
  })

/** The heap page holding each session's current row version. */
const pagesOf = async () =>
  Object.fromEntries(
    (await queryRows<{ id: string; page: number }>(database.db, sql`select id, (ctid::text::point)[0]::int as page from chat_sessions`)).map((row) => [row.id, row.page]),
  )

describe('the session rows of chats', () => {
  it('are rewritten each on its page turn after turn, with other chats in the same pages', async () => {
    const { db } = database
    // Nothing but the turns below touches the pages (a vacuum holding one would stop its pruning).
    await db.execute(sql`alter table chat_sessions set (autovacuum_enabled = false)`)
    await db.execute(sql`insert into workspaces (id, name) values ('w1', 'Workspace')`)
    await db.execute(sql`insert into bots (id, workspace_id, name, version, events, groups, edges, variables, theme, settings)
      values ('b1', 'w1', 'Bot', '6', '[]', '[]', '[]', '[]', '{}', '{}')`)
    for (let chat = 0; chat < CHATS; chat++) {
      await db.execute(sql`insert into chat_sessions (id, bot_id, state) values (${`s${chat}`}, 'b1', ${stateAt(0)}::jsonb)`)
    }
    const pages = await pagesOf()
    // A row version that cannot go beside the old one lands on another page, with a new entry in
    // each of the table's indexes: the table and its indexes grow with every turn until vacuumed.
    let moved = 0
    for (let turn = 1; turn <= TURNS; turn++) {
      for (let chat = 0; chat < CHATS; chat++) {
        await db.execute(sql`update chat_sessions set state = ${stateAt(turn)}::jsonb, turn = turn + 1, updated_at = now() where id = ${`s${chat}`}`)
      }
      const now = await pagesOf()
      moved += Object.keys(now).filter((id) => now[id] !== pages[id]).length
      Object.assign(pages, now)
    }
    expect(moved, `rows moved in ${moved} of ${CHATS * TURNS} turns`).toBe(0)
  })
})
