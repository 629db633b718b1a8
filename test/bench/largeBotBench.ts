import { generatedBot } from './editorBench'
import { startBenchService } from './benchService'
import { measure, report } from './measure'

/**
 * The builder API on a 2,000-group bot (about 1.2 MB of JSON), over real HTTP on loopback: what the
 * editor's autosave and the results panel ask of the server while a large bot is open.
 */
export async function runLargeBotBench() {
  const service = await startBenchService({ maxBodySize: 20 * 1024 * 1024 })
  const base = service.base
  const headers = { Authorization: `Bearer ${service.token}`, 'Content-Type': 'application/json' }
  const call = async (path: string, init: RequestInit & { extraHeaders?: Record<string, string> } = {}) => {
    const response = await fetch(`${base}${path}`, { ...init, headers: { ...headers, ...init.extraHeaders } })
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
    return response.json()
  }

  const { workspaces } = await call('/v1/workspaces')
  const document = generatedBot(2000)
  const { bot } = await call('/v1/bots', { method: 'POST', body: JSON.stringify({ workspaceId: workspaces[0].id, bot: document }) })
  let updatedAt: string = bot.updatedAt
  /** What the editor sends after a drag: the groups (one of them moved) and the version they started from. */
  const moveOneGroup = (i: number) => {
    const groups = bot.groups.map((g: { graphCoordinates: object }, j: number) => (j === 0 ? { ...g, graphCoordinates: { x: i, y: i } } : g))
    return JSON.stringify({ bot: { groups, updatedAt } })
  }
  const documentBytes = JSON.stringify(bot).length

  const figures = [
    await measure(`PATCH moving one group, whole bot answered (${Math.round(documentBytes / 1024)} KB)`, 30, 1, async (i) => {
      updatedAt = (await call(`/v1/bots/${bot.id}`, { method: 'PATCH', body: moveOneGroup(i) })).bot.updatedAt
    }),
    await measure('PATCH moving one group, Prefer: return=minimal (the editor)', 30, 1, async (i) => {
      const init = { method: 'PATCH', body: moveOneGroup(i), extraHeaders: { Prefer: 'return=minimal' } }
      updatedAt = (await call(`/v1/bots/${bot.id}`, init)).bot.updatedAt
    }),
    await measure('GET results count (no results)', 200, 1, () => call(`/v1/bots/${bot.id}/results/count`)),
    await measure('GET results columns (2,000 input blocks)', 50, 1, () => call(`/v1/bots/${bot.id}/results/columns`)),
  ]
  report('largeBot.json', figures)
  await service.close()
}
