import { expect } from 'vitest'
import type { z } from 'zod'
import { createId } from '../../src/shared/ids'
import { results } from '../../src/server/db/schema'
import type { Bot } from '../../src/shared/bot/bot'
import type { Actor, TestServer } from './testServer'

type AnyRoute = { '~orpc': { outputSchema?: unknown; inputSchema?: unknown; route: { method?: string; path?: string } } }

type OutputSchemaOf<R extends AnyRoute> = Extract<NonNullable<R['~orpc']['outputSchema']>, z.ZodType>

/** The output schema a route declares in the contract, for `expectShape`. */
export const outputOf = <R extends AnyRoute>(route: R) => route['~orpc'].outputSchema as OutputSchemaOf<R>

/** Every procedure of a contract router, named by its dotted key (`workspaces.members.add`). */
export function contractRoutes(router: object, prefix = ''): { name: string; route: AnyRoute }[] {
  return Object.entries(router).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key
    if (value && typeof value === 'object' && '~orpc' in value) return [{ name, route: value as AnyRoute }]
    return contractRoutes(value as object, name)
  })
}

/** A route's path with its `{param}` segments filled in (values are URL-encoded). */
export const fillPath = (path: string, params: Record<string, string> = {}) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`missing path parameter ${name} for ${path}`)
    return encodeURIComponent(params[name])
  })

/** Creates a bot through the API (as the owner unless told) and returns it. */
export async function createBot(server: TestServer, bot: Record<string, unknown> = {}, options: { actor?: Actor; workspaceId?: string } = {}) {
  const reply = await server
    .as(options.actor ?? server.owner)
    .post('/v1/bots', { workspaceId: options.workspaceId ?? server.workspaceId, bot })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body.bot as Bot
}

/** Saves `changes` as a client that has just read the bot does: with the version it read (as the owner unless told). */
export async function editBot(server: TestServer, botId: string, changes: Record<string, unknown>, actor: Actor = server.owner) {
  const current = await server.as(actor).get(`/v1/bots/${botId}`)
  return server.as(actor).patch(`/v1/bots/${botId}`, { bot: { ...changes, updatedAt: current.body.bot.updatedAt } })
}

/** Creates a folder through the API (as the owner unless told) and returns it. */
export async function createFolder(
  server: TestServer,
  body: { folderName?: string; parentFolderId?: string | null; workspaceId?: string } = {},
  actor?: Actor,
) {
  const reply = await server.as(actor ?? server.owner).post('/v1/folders', { workspaceId: server.workspaceId, ...body })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body.folder as { id: string; name: string; parentFolderId: string | null; workspaceId: string }
}

/** Creates a workspace through the API as `actor` (its admin) and returns its id. */
export async function createWorkspace(server: TestServer, actor: Actor, name = 'Other workspace') {
  const reply = await server.as(actor).post('/v1/workspaces', { name })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body.workspace.id as string
}

export type ResultSeed = Partial<typeof results.$inferInsert>

/**
 * Results rows written straight into the database, the way the chat engine will write them.
 * Without `createdAt` a row gets the database clock (microsecond precision).
 */
export async function insertResults(server: TestServer, botId: string, seeds: ResultSeed[]) {
  if (seeds.length === 0) return []
  return server.db
    .insert(results)
    .values(seeds.map((seed) => ({ id: createId(), botId, ...seed })))
    .returning()
}

/** A minimal schema-6 document, as an exported file carries it. */
export const minimalBotFile = (name = 'Imported') => ({
  version: '6',
  name,
  events: [{ id: createId(), type: 'start', graphCoordinates: { x: 0, y: 0 } }],
  groups: [],
  edges: [],
  variables: [],
  theme: {},
  settings: {},
})
