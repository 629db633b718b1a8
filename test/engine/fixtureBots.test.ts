import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { BotSnapshot } from '../../src/server/engine/ports'
import { edgeSchema } from '../../src/shared/bot/edge'
import { eventsSchema } from '../../src/shared/bot/event'
import { groupSchema } from '../../src/shared/bot/group'
import { mapBrandNames, migrateToLatestVersion } from '../../src/shared/bot/import'
import { settingsSchema } from '../../src/shared/bot/settings'
import { themeSchema } from '../../src/shared/bot/theme'
import { variableSchema } from '../../src/shared/bot/variable'
import { start } from './support/chat'
import { playChat } from './support/autoPlay'
import { fakePorts, jsonResponse } from './support/fakePorts'

const fixturesDir = fileURLToPath(new URL('../fixtures/bots', import.meta.url))
const fixtureNames = readdirSync(fixturesDir).filter((name) => name.endsWith('.json'))

/** An exported bot as the engine runs it: brand names mapped, migrated, parsed by the shared schemas. */
function loadFixture(name: string): BotSnapshot {
  const doc = migrateToLatestVersion(mapBrandNames(JSON.parse(readFileSync(join(fixturesDir, name), 'utf8')))) as Record<string, unknown>
  return {
    id: String(doc.id ?? name),
    workspaceId: 'ws1',
    version: doc.version === '6.1' ? '6.1' : '6',
    events: eventsSchema.parse(doc.events),
    groups: (doc.groups as unknown[]).map((group) => groupSchema.parse(group)),
    edges: (doc.edges as unknown[]).map((edge) => edgeSchema.parse(edge)),
    variables: (doc.variables as unknown[]).map((variable) => variableSchema.parse(variable)),
    theme: themeSchema.parse(doc.theme ?? {}),
    settings: settingsSchema.parse(doc.settings ?? {}),
  }
}

/** Outbound HTTP answered with one payload that satisfies the APIs these bots call. */
function fixturePorts() {
  const ports = fakePorts()
  ports.respond(() =>
    jsonResponse({
      genres: [{ id: 16, name: 'Animation' }],
      results: [{ id: 7, title: 'A Movie' }],
      imdb_id: 'tt0000007',
      overview: 'A story.',
      poster_path: '/poster.jpg',
      choices: [{ message: { content: 'An AI answer' } }],
    }),
  )
  return ports
}

/** What every played chat must look like, whether it ended or loops by design. */
function expectSaneChat({ transcript, turns, last }: Awaited<ReturnType<typeof playChat>>) {
  // Every {{variable}} of a bubble is resolved (unset ones become empty text).
  for (const line of transcript) expect(line).not.toMatch(/\{\{[^{}]+\}\}/)
  // Either the flow ended, or a bot that loops by design still waits on an input at the turn limit.
  if (last.state.pending) expect(last.state.pending.type).toBe('input')
  else expect(last.isSessionEnded || last.state.isPreview).toBe(true)
  const logs = turns.flatMap((turn) => turn.effects.flatMap((effect) => effect.logs))
  expect(logs.map((log) => log.description)).not.toContain('The flow was stopped: it ran too many blocks without waiting for the visitor')
}

describe.each(fixtureNames)('fixture bot %s', (name) => {
  it('plays from the start with plausible answers', async () => {
    const ports = fixturePorts()
    const played = await playChat(await start(loadFixture(name), {}, ports), ports)
    if (process.env.SHOW_TRANSCRIPTS) console.log(`--- ${name}\n${played.transcript.join('\n')}`)
    expectSaneChat(played)
    expect(played.transcript.length).toBeGreaterThan(0)
    const answered = played.transcript.some((line) => line.startsWith('> '))
    const result = played.last.effects.find((effect) => effect.resultId === 'result1')
    expect(result?.hasStarted).toBe(answered)
    if (!played.last.state.pending) expect(result?.isCompleted).toBe(answered)
  })

  it('plays in preview from every group without crashing', async () => {
    const bot = loadFixture(name)
    for (const group of bot.groups) {
      const ports = fixturePorts()
      const first = await start(bot, { isPreview: true, startFrom: { type: 'group', groupId: group.id } }, ports)
      expectSaneChat(await playChat(first, ports, 15))
    }
  })
})
