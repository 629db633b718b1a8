import { expect } from 'vitest'
import { createId } from '../../src/shared/ids'
import type { TestServer } from './testServer'

/**
 * A Typebot export (schema 6) whose start leads to one group of `blocks`: plugin blocks as Typebot
 * writes them (lower-case type, `options.action`, `options.credentialsId`, rows without ids).
 */
export const typebotExport = (blocks: Record<string, unknown>[], variables: { id: string; name: string }[]) => {
  const startId = createId()
  return {
    version: '6',
    name: 'Exported from Typebot',
    events: [{ id: startId, type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e-start' }],
    groups: [{ id: 'g1', title: 'Main', graphCoordinates: { x: 0, y: 100 }, blocks }],
    edges: [{ id: 'e-start', from: { eventId: startId }, to: { groupId: 'g1' } }],
    variables,
    theme: {},
    settings: {},
  }
}

/** Stores credentials of `type` in the test workspace; resolves to their id. */
export async function storeCredentials(server: TestServer, type: string, data: Record<string, unknown>) {
  const reply = await server.as(server.owner).post(`/v1/workspaces/${server.workspaceId}/credentials`, { credentials: { type, name: `${type} account`, data } })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body.credentials.id as string
}

/** The result's logs, as one text to search. */
export async function resultLogs(server: TestServer, botId: string, resultId: string) {
  const logs = await server.as(server.owner).get(`/v1/bots/${botId}/results/${resultId}/logs`)
  expect(logs.status).toBe(200)
  return JSON.stringify(logs.body.logs)
}

/** Imports a Typebot export and publishes it; also says what the import reported unsupported and the blocks it kept. */
export async function importExport(server: TestServer, file: Record<string, unknown>) {
  const client = server.as(server.owner)
  const imported = await client.post('/v1/bots/import', { workspaceId: server.workspaceId, bot: file })
  expect(imported.status, JSON.stringify(imported.body)).toBe(200)
  const published = await client.post(`/v1/bots/${imported.body.bot.id}/publish`)
  expect(published.status, JSON.stringify(published.body)).toBe(200)
  return {
    botId: imported.body.bot.id as string,
    publicId: imported.body.bot.publicId as string,
    unsupportedBlocks: imported.body.unsupportedBlocks as unknown[],
    blocks: (imported.body.bot.groups as { blocks: unknown[] }[]).flatMap((group) => group.blocks),
  }
}
