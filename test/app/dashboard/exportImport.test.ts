import { afterAll, beforeAll, expect, it } from 'vitest'
import { botExportFile } from '../../../src/app/dashboard/api/exportBot'
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
