import { afterAll, beforeAll, expect, it } from 'vitest'
import { botExportFile, splitBotFile } from '../../../src/app/dashboard/api/exportBot'
import { botTemplates } from '../../../src/app/dashboard/templates'
import { createBot } from '../../support/apiFixtures'
import { startTestServer, type TestServer } from '../../support/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const documentOf = (bot: Record<string, unknown>) => {
  const { name, icon, events, groups, edges, variables, theme, settings, version, selectedThemeTemplateId, resultsTablePreferences } = bot
  return { name, icon, events, groups, edges, variables, theme, settings, version, selectedThemeTemplateId, resultsTablePreferences }
}

it.each(botTemplates.map((template) => [template.name, template.document] as const))(
  'a bot made from the %s template exports to a file that imports back identically',
  async (_name, document) => {
    const original = await createBot(server, { ...document })
    const { fileName, content } = botExportFile(original)
    expect(fileName).toBe(`${original.name}.json`)
    const reply = await server.as(server.owner).post('/v1/bots/import', { workspaceId: server.workspaceId, bot: JSON.parse(content) })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    expect(reply.body.unsupportedBlocks).toEqual([])
    expect(documentOf(reply.body.bot)).toEqual(documentOf(original as unknown as Record<string, unknown>))
    expect(reply.body.bot.id).not.toBe(original.id)
  },
)

it('names the file after the bot, without characters file systems refuse', () => {
  const { fileName } = botExportFile({ name: 'Sales / Q3: "leads"?' } as Parameters<typeof botExportFile>[0])
  expect(fileName).toBe('Sales - Q3- -leads-.json')
})

it("carries the canvas's notes beside the bot: the file imports back with them, and a bare bot document still imports", async () => {
  const original = await createBot(server, { name: 'Noted' })
  const note = { id: 'n1', content: '# Why\nAsk **early**', color: 'green' as const, graphCoordinates: { x: 10, y: 20 }, width: 300, height: 200 }
  const { content } = botExportFile(original, [note])
  const file = JSON.parse(content)
  expect(file.notes).toEqual([note])
  const { bot, notes } = splitBotFile(file)
  expect(bot).not.toHaveProperty('notes')
  const reply = await server.as(server.owner).post('/v1/bots/import', { workspaceId: server.workspaceId, bot, notes })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  const { id: _id, ...fields } = note
  expect((await server.as(server.owner).get(`/v1/bots/${reply.body.bot.id}/notes`)).body.notes).toEqual([expect.objectContaining(fields)])
  // An importer that knows only the bot document reads the same file, notes ignored.
  const bare = await server.as(server.owner).post('/v1/bots/import', { workspaceId: server.workspaceId, bot: file })
  expect(bare.status, JSON.stringify(bare.body)).toBe(200)
  expect(documentOf(bare.body.bot)).toEqual(documentOf(reply.body.bot))
})

it('leaves the file exactly the bot document when the canvas has no notes', async () => {
  const original = await createBot(server, { name: 'Plain' })
  expect(JSON.parse(botExportFile(original).content)).toEqual(original)
})
