import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bubbleText } from '../support/chatHelpers'
import { linearBot, textBlock } from '../support/sampleBots'
import { postJson, publishBot } from '../support/serviceClient'
import { startServiceProcess } from '../support/serviceProcess'
import { createTestDatabase } from '../support/testDatabase'

const TOKEN = 'graceful-shutdown-token'
let slowApi: Server
let slowUrl: string
/** Resolves when the slow API has a request: the turn that called it is then in flight. */
let requestArrived: Promise<void>
let database: Awaited<ReturnType<typeof createTestDatabase>>
const dataDir = mkdtempSync(join(tmpdir(), 'bb-graceful-'))

beforeAll(async () => {
  let arrived = () => {}
  requestArrived = new Promise((resolve) => (arrived = resolve))
  slowApi = createServer((_, response) => {
    arrived()
    setTimeout(() => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}'), 1500)
  })
  await new Promise<void>((resolve) => slowApi.listen(0, '127.0.0.1', resolve))
  slowUrl = `http://127.0.0.1:${(slowApi.address() as AddressInfo).port}/slow`
  database = await createTestDatabase()
})
afterAll(async () => {
  slowApi.close()
  await database.drop({ force: true })
  rmSync(dataDir, { recursive: true, force: true })
})

describe('SIGTERM stops the service gracefully', () => {
  it('finishes the turn in flight, refuses new connections, then exits 0', async () => {
    const service = await startServiceProcess({ DATABASE_URL: database.url, DATA_DIR: dataDir, ADMIN_TOKEN: TOKEN, HTTP_ALLOWLIST: '127.0.0.1' })
    const exited = new Promise<number | null>((resolve) => service.child.once('exit', (code) => resolve(code)))
    const bot = linearBot([{ id: 'call', type: 'Webhook', options: { webhook: { method: 'GET', url: slowUrl } } }, textBlock('after', 'The order is confirmed')])
    const { publicId } = await publishBot(service.base, TOKEN, bot)

    const turn = postJson(service.base, `/v1/bots/${publicId}/startChat`, {})
    await requestArrived
    service.child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 300))

    await expect(fetch(`${service.base}/api/health`)).rejects.toThrow()
    const answer = await turn
    expect(answer.messages.map(bubbleText)).toEqual(['The order is confirmed'])
    expect(await exited).toBe(0)
  }, 60_000)
})
