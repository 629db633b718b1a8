import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contract } from '../../src/shared/contract'
import { createFolder, createWorkspace, minimalBotFile, outputOf } from '../support/apiFixtures'
import { expectError, expectShape } from '../support/expectShape'
import { type Actor, startTestServer, type TestServer } from '../support/testServer'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type BotFile = {
  id: string
  publicId: string | null
  name: string
  groups: { id: string; title: string; blocks: { id: string; type: string }[] }[]
  [key: string]: Json
}

const fixturesDir = fileURLToPath(new URL('../fixtures/bots', import.meta.url))
const fixtureNames = readdirSync(fixturesDir).filter((name) => name.endsWith('.json'))
const readFixture = (name: string) => JSON.parse(readFileSync(join(fixturesDir, name), 'utf8')) as BotFile

const documentKeys = ['events', 'groups', 'edges', 'variables', 'theme', 'settings'] as const

/** Every key of a JSON value, at any depth. */
const keysOf = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(keysOf)
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => [key, ...keysOf(child)])
  return []
}
/** Every `type` value of a JSON value, at any depth. */
const typesOf = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(typesOf)
  if (value && typeof value === 'object') {
    const own = typeof (value as { type?: unknown }).type === 'string' ? [(value as { type: string }).type] : []
    return [...own, ...Object.values(value).flatMap(typesOf)]
  }
  return []
}

/**
 * What these fixture files become under our names, written out by hand for the three brand
 * spellings they contain, so the test does not use the code under test as its oracle.
 */
const withOurNames = (value: Json): Json => {
  if (Array.isArray(value)) return value.map(withOurNames)
  if (value === null || typeof value !== 'object') return value
  const mapped: Record<string, Json> = {}
  for (const [key, child] of Object.entries(value)) {
    const ourKey = key === 'typebotId' ? 'botId' : key === 'whatsAppCredentialsId' ? 'messagingAppCredentialsId' : key
    mapped[ourKey] = withOurNames(child)
  }
  if (mapped.type === 'Typebot link') mapped.type = 'Bot link'
  return mapped
}

let server: TestServer
let guest: Actor
let outsider: Actor
beforeAll(async () => {
  server = await startTestServer()
  guest = await server.createActor('guest@example.com', { workspaceId: server.workspaceId, role: 'GUEST' })
  outsider = await server.createActor('outsider@example.com')
})
afterAll(() => server.close())

const importBot = (bot: unknown, extra: Record<string, unknown> = {}, actor: Actor = server.owner) =>
  server.as(actor).post('/v1/bots/import', { workspaceId: server.workspaceId, bot, ...extra })

describe('POST /v1/bots/import with the exported files', () => {
  it('has fixtures to import', () => {
    expect(fixtureNames.length).toBeGreaterThanOrEqual(12)
  })

  describe.each(fixtureNames)('%s', (name) => {
    const file = readFixture(name)
    let imported: { bot: Record<string, Json> & { id: string; publicId: string | null }; unsupportedBlocks: { blockId: string; type: string }[] }
    beforeAll(async () => {
      const reply = await importBot(file)
      expect(reply.status, JSON.stringify(reply.body).slice(0, 2000)).toBe(200)
      expectShape(outputOf(contract.bots.import), reply.body)
      imported = reply.body
    })

    it('gets a fresh id and a fresh public id in our workspace', () => {
      expect(imported.bot.id).not.toBe(file.id)
      expect(imported.bot.publicId).toEqual(expect.any(String))
      expect(imported.bot.publicId).not.toBe(file.publicId)
      expect(imported.bot.workspaceId).toBe(server.workspaceId)
      expect(imported.bot.name).toBe(file.name)
    })

    it('has no block the engine would skip (its plugin blocks run)', () => {
      expect(imported.unsupportedBlocks).toEqual([])
    })

    it('keeps every group, block, edge, variable and setting, under our names', () => {
      const expected = withOurNames(file) as Record<string, Json>
      for (const key of documentKeys) expect(imported.bot[key], key).toStrictEqual(expected[key])
    })

    it('answers on GET the same document as the import response', async () => {
      const reply = await server.as(server.owner).get(`/v1/bots/${imported.bot.id}`)
      expect(reply.status).toBe(200)
      for (const key of documentKeys) expect(reply.body.bot[key], key).toStrictEqual(imported.bot[key])
    })

    it('stores no brand name: no typebot or whatsApp key, no "Typebot link" type', async () => {
      const stored = (await server.as(server.owner).get(`/v1/bots/${imported.bot.id}`)).body.bot
      expect(keysOf(stored).filter((key) => /typebot|whatsapp/i.test(key))).toEqual([])
      expect(typesOf(stored)).not.toContain('Typebot link')
      expect(stored).toHaveProperty('messagingAppCredentialsId')
    })

    it('exported (GET) and imported again, gives the same document', async () => {
      const exported = (await server.as(server.owner).get(`/v1/bots/${imported.bot.id}`)).body.bot
      const again = await importBot(exported)
      expect(again.status).toBe(200)
      expect(again.body.bot.id).not.toBe(exported.id)
      expect(again.body.bot.publicId).not.toBe(exported.publicId)
      for (const key of [...documentKeys, 'version', 'name', 'icon'] as const) {
        expect(again.body.bot[key], key).toStrictEqual(exported[key])
      }
      expect(again.body.unsupportedBlocks).toEqual(imported.unsupportedBlocks)
    })
  })

  it('maps the link-to-bot block of a file: "Typebot link" with typebotId becomes "Bot link" with botId', async () => {
    const file = readFixture('quiz.json')
    const linkBlock = file.groups.flatMap((group) => group.blocks).find((block) => block.type === 'Typebot link')!
    const reply = await importBot(file)
    const stored = (await server.as(server.owner).get(`/v1/bots/${reply.body.bot.id}`)).body.bot
    const block = stored.groups.flatMap((group: { blocks: unknown[] }) => group.blocks).find((b: { id: string }) => b.id === linkBlock.id)
    expect(block).toMatchObject({ type: 'Bot link', options: { botId: 'current' } })
    expect(block.options).not.toHaveProperty('typebotId')
  })
})

describe('POST /v1/bots/import', () => {
  it('migrates a version-5 file: its start block becomes the start event', async () => {
    const file = {
      version: '5',
      name: 'Legacy',
      groups: [
        { id: 'start-group', title: 'Start', graphCoordinates: { x: 5, y: 6 }, blocks: [{ id: 'start-block', type: 'start', label: 'Start', outgoingEdgeId: 'e1' }] },
        { id: 'g1', title: 'Hello', graphCoordinates: { x: 0, y: 0 }, blocks: [{ id: 'b1', type: 'text', groupId: 'g1', content: { plainText: 'hi' } }] },
      ],
      edges: [{ id: 'e1', from: { blockId: 'start-block', groupId: 'start-group' }, to: { groupId: 'g1' } }],
      variables: [],
      theme: {},
      settings: {},
    }
    const reply = await importBot(file)
    expect(reply.status).toBe(200)
    const { bot } = expectShape(outputOf(contract.bots.import), reply.body)
    expect(bot.version).toBe('6')
    expect(bot.events).toEqual([expect.objectContaining({ id: 'start-block', type: 'start', outgoingEdgeId: 'e1' })])
    expect(bot.groups.map((g) => g.id)).toEqual(['g1'])
    expect(bot.edges).toEqual([{ id: 'e1', from: { eventId: 'start-block' }, to: { groupId: 'g1' } }])
  })

  it('imports into a folder of the workspace, and answers 404 for a folder of another', async () => {
    const folder = await createFolder(server)
    const reply = await importBot(minimalBotFile(), { folderId: folder.id })
    expect(reply.status).toBe(200)
    expect(reply.body.bot.folderId).toBe(folder.id)
    const foreignWorkspace = await createWorkspace(server, outsider)
    const foreign = await createFolder(server, { workspaceId: foreignWorkspace }, outsider)
    expectError(await importBot(minimalBotFile(), { folderId: foreign.id }), 404, 'NOT_FOUND')
  })

  it('refuses an invalid document with 400 naming the field under bot', async () => {
    const file = {
      ...minimalBotFile(),
      groups: [{ id: 'g1', title: 'G', graphCoordinates: { x: 0, y: 0 }, blocks: [{ id: 'r1', type: 'rating input', options: { length: -1 } }] }],
    }
    const reply = await importBot(file)
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.data.fields).toEqual([expect.objectContaining({ path: 'bot.groups.0.blocks.0.options.length' })])
    expect(reply.body.message).toContain('bot.groups.0.blocks.0.options.length')
  })

  it('refuses a file whose ids collide with 400 naming the second one', async () => {
    const block = { id: 'same', type: 'text', content: { plainText: 'x' } }
    const file = {
      ...minimalBotFile(),
      groups: [
        { id: 'g1', title: 'A', graphCoordinates: { x: 0, y: 0 }, blocks: [block] },
        { id: 'g2', title: 'B', graphCoordinates: { x: 0, y: 0 }, blocks: [block] },
      ],
    }
    const reply = await importBot(file)
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.data.fields).toEqual([expect.objectContaining({ path: 'bot.groups.1.blocks.0.id' })])
  })

  it('refuses a body without a bot object with 400 naming bot', async () => {
    const reply = await server.as(server.owner).post('/v1/bots/import', { workspaceId: server.workspaceId, bot: 'not a bot' })
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.data.fields).toEqual([expect.objectContaining({ path: 'bot' })])
  })

  it('refuses a guest (403) and an outsider (404), creating nothing', async () => {
    const before = (await server.as(server.owner).get('/v1/bots', { workspaceId: server.workspaceId })).body.bots.length
    expectError(await importBot(minimalBotFile(), {}, guest), 403, 'FORBIDDEN')
    expectError(await importBot(minimalBotFile(), {}, outsider), 404, 'NOT_FOUND')
    const after = (await server.as(server.owner).get('/v1/bots', { workspaceId: server.workspaceId })).body.bots.length
    expect(after).toBe(before)
  })
})
