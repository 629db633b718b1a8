import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWorkspace } from '../support/apiFixtures'
import { startTestServer, type TestServer } from '../support/testServer'

/** A published bot whose first group runs `code` on the server, then says "done". */
const scriptBot = (code: string) => ({
  name: 'Script',
  events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e0' }],
  groups: [
    {
      id: 'g1',
      title: 'Run',
      graphCoordinates: { x: 0, y: 100 },
      blocks: [
        { id: 'code', type: 'Code', options: { content: code, isExecutedOnClient: false } },
        { id: 'done', type: 'text', content: { richText: [{ type: 'p', children: [{ text: 'done' }] }] } },
      ],
    },
  ],
  edges: [{ id: 'e0', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
  variables: [],
})

let server: TestServer
let endless: string
let trivial: string

async function publishIn(workspaceId: string, code: string) {
  const client = server.as(server.owner)
  const created = await client.post('/v1/bots', { workspaceId, bot: scriptBot(code) })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  await client.post(`/v1/bots/${created.body.bot.id}/publish`)
  return created.body.bot.publicId as string
}

/** A visitor's startChat, which `controller` can hang up. */
const startChat = (publicId: string, controller = new AbortController()) =>
  fetch(`${server.chatBaseUrl}/api/v1/bots/${publicId}/startChat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    signal: controller.signal,
  })

beforeAll(async () => {
  // Two workers, as on the 2-core machines the review ran on.
  server = await startTestServer({ env: { SANDBOX_WORKERS: '2' } })
  endless = await publishIn(server.workspaceId, 'while (true) {}')
  trivial = await publishIn(await createWorkspace(server, server.owner, 'Other team'), 'setVariable("x", 1)')
})
afterAll(() => server.close())

const sandboxStats = () => server.services.sandbox.stats()

describe('the sandbox shared between workspaces', () => {
  it("serves another workspace's script while one workspace floods the pool with endless loops", async () => {
    const visitors = Array.from({ length: 6 }, () => new AbortController())
    const flood = visitors.map((controller) => startChat(endless, controller).then(() => 'answered', () => 'hung up'))
    // One workspace holds at most half the pool; the rest of its runs wait behind it.
    await expect.poll(sandboxStats).toMatchObject({ running: 1, queued: 5 })

    const reply = await startChat(trivial)
    expect(reply.status).toBe(200)
    expect(JSON.stringify((await reply.json()).messages)).toContain('done')
    // Every endless run is still going or waiting: the other workspace did not wait for any of them.
    expect(sandboxStats()).toMatchObject({ running: 1, queued: 5 })

    for (const controller of visitors) controller.abort()
    expect(await Promise.all(flood)).toEqual(Array(6).fill('hung up'))
  })

  it('stops the scripts of visitors who hung up, freeing their workers at once', async () => {
    const replacedBefore = sandboxStats().workersReplaced
    const visitors = Array.from({ length: 3 }, () => new AbortController())
    const chats = visitors.map((controller) => startChat(endless, controller).catch(() => undefined))
    await expect.poll(sandboxStats).toMatchObject({ running: 1, queued: 2 })

    for (const controller of visitors) controller.abort()
    await Promise.all(chats)
    // Within 3 s, not at the loops' 10 s limit: each running loop's worker was killed, the waiting runs left the queue.
    await expect.poll(sandboxStats, { timeout: 3000 }).toMatchObject({ running: 0, queued: 0 })
    expect(sandboxStats().workersReplaced).toBeGreaterThan(replacedBefore)

    // The pool is whole again: a script runs.
    const reply = await startChat(trivial)
    expect(JSON.stringify((await reply.json()).messages)).toContain('done')
  })
})
