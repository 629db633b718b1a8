import { readFileSync } from 'node:fs'
import { answers, results } from '../../src/server/db/schema'
import { createId } from '../../src/shared/ids'
import { startBenchService } from './benchService'
import { measure, report } from './measure'

/** Builder API over real HTTP on loopback, embedded database: reads the app makes all the time. */
export async function runApiBench() {
  const service = await startBenchService()
  const base = service.base
  const headers = { Authorization: `Bearer ${service.token}`, 'Content-Type': 'application/json' }
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${path}`, { ...init, headers })
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
    return response.json()
  }

  const { workspaces } = await call('/v1/workspaces')
  const workspaceId = workspaces[0].id
  const file = JSON.parse(readFileSync('test/fixtures/bots/skin-typology.json', 'utf8'))
  const { bot } = await call('/v1/bots/import', { method: 'POST', body: JSON.stringify({ workspaceId, bot: file }) })
  for (let i = 0; i < 300; i++) {
    await call('/v1/bots', { method: 'POST', body: JSON.stringify({ workspaceId, bot: { name: `Bot ${i}` } }) })
  }
  const rows = Array.from({ length: 5000 }, (_, i) => ({ id: createId(), botId: bot.id, createdAt: new Date(Date.now() - i * 1000), hasStarted: true }))
  for (let i = 0; i < rows.length; i += 500) await service.db.insert(results).values(rows.slice(i, i + 500))
  const answerRows = rows.flatMap((r) => Array.from({ length: 10 }, (_, j) => ({ resultId: r.id, blockId: `b${j}`, content: `answer ${j}` })))
  for (let i = 0; i < answerRows.length; i += 2000) await service.db.insert(answers).values(answerRows.slice(i, i + 2000))

  const figures = [
    await measure('GET bot (46 KB document)', 400, 8, () => call(`/v1/bots/${bot.id}`)),
    await measure('GET bots list (301 bots)', 200, 8, () => call(`/v1/bots?workspaceId=${workspaceId}`)),
    await measure('GET results page (50 of 5000, 10 answers each)', 200, 8, () => call(`/v1/bots/${bot.id}/results?limit=50`)),
    await measure('PATCH bot name', 200, 4, async () => {
      await call(`/v1/bots/${bot.id}`, { method: 'PATCH', body: JSON.stringify({ bot: { name: `Renamed ${createId()}` } }) })
    }),
  ]
  report('api.json', figures)
  await service.close()
}
