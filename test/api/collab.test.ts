import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { createApp } from '../../src/server/app'
import { createCollabHub } from '../../src/server/collab/collabHub'
import { readNotes, writeNotes } from '../../src/shared/notes/notesInYjs'
import { createServices } from '../../src/server/services'
import { createBot } from '../support/apiFixtures'
import { connectCollabClient, type CollabClient } from '../support/collabClient'
import { linearBot, textBlock } from '../support/sampleBots'
import { type Actor, startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let member: Actor
let guest: Actor
let outsider: Actor
const clients: CollabClient[] = []
const connect = (botId: string, actor: { token: string }, baseUrl = server.baseUrl, options: Parameters<typeof connectCollabClient>[3] = {}) => {
  const client = connectCollabClient(baseUrl, botId, actor.token, options)
  clients.push(client)
  return client
}
const synced = (client: CollabClient) => expect.poll(() => client.provider.state.status).toBe('synced')

beforeAll(async () => {
  server = await startTestServer()
  member = await server.createActor('member@example.com', { workspaceId: server.workspaceId, role: 'MEMBER' })
  guest = await server.createActor('guest@example.com', { workspaceId: server.workspaceId, role: 'GUEST' })
  outsider = await server.createActor('outsider@example.com')
})
afterAll(async () => {
  clients.forEach((client) => client.close())
  await server.close()
})

/** The handshake's answer when the service refuses the socket. */
const handshake = (botId: string, headers: Record<string, string>) =>
  new Promise<{ status: number; body: string }>((resolve) => {
    const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/api/v1/bots/${botId}/collab`, { headers })
    socket.on('unexpected-response', (_request, response) => {
      let body = ''
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    socket.on('open', () => {
      socket.close()
      resolve({ status: 101, body: '' })
    })
  })

describe('the live-editing socket', () => {
  it('refuses a caller without a token, with a wrong token, or outside the workspace', async () => {
    const bot = await createBot(server, linearBot([textBlock('b1', 'Hi')]))
    expect(await handshake(bot.id, {})).toMatchObject({ status: 401 })
    expect(JSON.parse((await handshake(bot.id, { Authorization: 'Bearer nope' })).body)).toMatchObject({ code: 'UNAUTHORIZED', status: 401 })
    expect(JSON.parse((await handshake(bot.id, { Authorization: `Bearer ${outsider.token}` })).body)).toMatchObject({ code: 'NOT_FOUND', status: 404 })
    expect(await handshake(bot.id, { Authorization: `Bearer ${server.owner.token}` })).toMatchObject({ status: 101 })
  })

  it("shows one editor's edit to the other, and writes it into the bot the REST API reads", async () => {
    const bot = await createBot(server, linearBot([textBlock('b1', 'Hi')]))
    const a = connect(bot.id, server.owner)
    const b = connect(bot.id, member)
    await synced(a)
    await synced(b)
    expect(a.read().groups.map((g) => g.id)).toEqual(['g1'])
    a.edit((doc) => ({ groups: [...doc.groups, { id: 'g2', title: 'From A', graphCoordinates: { x: 400, y: 0 }, blocks: [] }] }))
    b.edit((doc) => ({ groups: doc.groups.map((g) => (g.id === 'g1' ? { ...g, title: 'Renamed by B' } : g)) }))
    await expect.poll(() => b.read().groups.map((g) => g.title)).toEqual(['Renamed by B', 'From A'])
    await expect.poll(() => a.read().groups.map((g) => g.title)).toEqual(['Renamed by B', 'From A'])
    await expect.poll(async () => (await server.as(server.owner).get(`/v1/bots/${bot.id}`)).body.bot.groups.map((g: { title: string }) => g.title)).toEqual(['Renamed by B', 'From A'])
    // Every write was confirmed stored: the editor's "Saved".
    await expect.poll(() => a.provider.state.unstored).toBe(0)
  })

  it("lets a guest watch but refuses the guest's writes", async () => {
    const bot = await createBot(server, linearBot([textBlock('b1', 'Hi')]))
    const owner = connect(bot.id, server.owner)
    const watcher = connect(bot.id, guest)
    await synced(owner)
    await synced(watcher)
    expect(watcher.provider.state.session).toMatchObject({ canWrite: false })
    watcher.edit((doc) => ({ groups: doc.groups.map((g) => ({ ...g, title: 'Guest was here' })) }))
    await expect.poll(() => watcher.provider.state.refused).toMatch(/cannot change this bot/)
    owner.edit((doc) => ({ groups: doc.groups.map((g) => ({ ...g, title: 'Owner edit' })) }))
    await expect.poll(() => owner.read().groups[0].title).toBe('Owner edit')
    await expect.poll(async () => (await server.as(server.owner).get(`/v1/bots/${bot.id}`)).body.bot.groups[0].title).toBe('Owner edit')
  })

  it('takes the right to write from a member made guest, and the socket from a member removed, while they are connected', async () => {
    const bot = await createBot(server, linearBot([textBlock('b1', 'Hi')]))
    const leaving = await server.createActor('leaving@example.com', { workspaceId: server.workspaceId, role: 'MEMBER' })
    const client = connect(bot.id, leaving)
    await synced(client)
    const membership = `/v1/workspaces/${server.workspaceId}/members/${leaving.userId}`
    expect((await server.as(server.owner).patch(membership, { role: 'GUEST' })).status).toBe(200)
    await expect
      .poll(async () => {
        client.edit((doc) => ({ groups: doc.groups.map((g) => ({ ...g, title: `Still writing ${Math.random()}` })) }))
        return client.provider.state.refused
      }, { timeout: 10_000 })
      .toMatch(/cannot change this bot/)
    expect((await server.as(server.owner).delete(membership)).status).toBe(200)
    await expect.poll(() => client.provider.state.status, { timeout: 10_000 }).not.toBe('synced')
  })

  it('merges a REST PATCH into the open editors, keeping their concurrent edits to other objects', async () => {
    const bot = await createBot(server, linearBot([textBlock('b1', 'Hi')]))
    const a = connect(bot.id, server.owner)
    await synced(a)
    const read = await server.as(server.owner).get(`/v1/bots/${bot.id}`)
    a.edit((doc) => ({ variables: [...doc.variables, { id: 'v-live', name: 'Live' }] }))
    const groups = read.body.bot.groups.map((g: { title: string }) => ({ ...g, title: 'From a script' }))
    const patched = await server.as(server.owner).patch(`/v1/bots/${bot.id}`, { bot: { groups, updatedAt: read.body.bot.updatedAt } })
    expect(patched.status).toBe(200)
    await expect.poll(() => a.read().groups[0].title).toBe('From a script')
    await expect.poll(async () => (await server.as(server.owner).get(`/v1/bots/${bot.id}`)).body.bot.variables.map((v: { name: string }) => v.name)).toEqual(['Live'])
  })

  it('refuses an update that would break the bot schema, and the others never see it', async () => {
    const bot = await createBot(server, linearBot([textBlock('b1', 'Hi')]))
    const a = connect(bot.id, server.owner)
    const b = connect(bot.id, member)
    await synced(a)
    await synced(b)
    a.edit((doc) => ({ groups: doc.groups.map((g) => ({ ...g, graphCoordinates: 'nowhere' as never })) }))
    await expect.poll(() => a.provider.state.refused).toMatch(/graphCoordinates|groups\.0/)
    b.edit((doc) => ({ groups: doc.groups.map((g) => ({ ...g, title: 'Still fine' })) }))
    await expect.poll(async () => (await server.as(server.owner).get(`/v1/bots/${bot.id}`)).body.bot.groups[0]).toMatchObject({ title: 'Still fine', graphCoordinates: { x: 0, y: 100 } })
  })

  it("relays presence to the others, naming each person as their token says, and forgets whoever leaves", async () => {
    const bot = await createBot(server, linearBot([textBlock('b1', 'Hi')]))
    const a = connect(bot.id, server.owner)
    const b = connect(bot.id, member)
    await synced(a)
    await synced(b)
    // A client cannot pass itself off as someone else: the service sets who it is.
    a.awareness.setLocalState({ cursor: { x: 10, y: 20 }, user: { id: 'someone-else', name: 'Mallory', color: '#f00' } })
    const seenByB = () => [...b.awareness.getStates().entries()].filter(([id]) => id !== b.doc.clientID).map(([, state]) => state)
    await expect.poll(seenByB).toEqual([{ cursor: { x: 10, y: 20 }, user: { id: server.owner.userId, name: expect.any(String), color: '#f00' } }])
    expect(seenByB()[0].user.name).not.toBe('Mallory')
    a.close()
    await expect.poll(seenByB).toEqual([])
  })

  it('keeps edits made while disconnected and merges them on reconnection', async () => {
    const bot = await createBot(server, linearBot([textBlock('b1', 'Hi')]))
    const a = connect(bot.id, server.owner)
    const b = connect(bot.id, member)
    await synced(a)
    await synced(b)
    a.provider.disconnect()
    a.dropConnection()
    a.edit((doc) => ({ groups: doc.groups.map((g) => ({ ...g, title: 'Typed offline' })) }))
    b.edit(() => ({ variables: [{ id: 'v-b', name: 'Meanwhile' }] }))
    await expect.poll(() => a.provider.state.status).toBe('synced')
    await expect.poll(() => b.read().groups[0].title).toBe('Typed offline')
    await expect.poll(() => a.read().variables.map((v) => v.name)).toEqual(['Meanwhile'])
    await expect.poll(() => a.provider.state.unstored).toBe(0)
  })

  it("holds the service's whole-document answer until the editor says it is quiet, and what came after it waits behind it", async () => {
    const bot = await createBot(server, linearBot([textBlock('b1', 'Hi')]))
    const b = connect(bot.id, member)
    await synced(b)
    const held: (() => void)[] = []
    const a = connect(bot.id, server.owner, server.baseUrl, { whenQuiet: (run) => held.push(run) })
    await expect.poll(() => held.length).toBe(1)
    // An edit made by someone else after the answer was sent reaches this socket behind it.
    b.edit((doc) => ({ groups: doc.groups.map((g) => ({ ...g, title: 'Renamed meanwhile' })) }))
    await expect.poll(() => server.as(server.owner).get(`/v1/bots/${bot.id}`).then((r) => r.body.bot.groups[0].title)).toBe('Renamed meanwhile')
    expect(a.provider.state.status).toBe('connecting')
    expect(a.read().groups).toEqual([])
    held[0]()
    expect(a.provider.state.status).toBe('synced')
    await expect.poll(() => a.read().groups.map((g) => g.title)).toEqual(['Renamed meanwhile'])
  })

  it('never applies a held answer of a connection that dropped meanwhile', async () => {
    const bot = await createBot(server, linearBot([textBlock('b1', 'Hi')]))
    const held: (() => void)[] = []
    const a = connect(bot.id, server.owner, server.baseUrl, { whenQuiet: (run) => held.push(run) })
    await expect.poll(() => held.length).toBe(1)
    a.dropConnection()
    await expect.poll(() => held.length).toBe(2)
    held[0]()
    expect(a.provider.state.status).toBe('connecting')
    expect(a.read().groups).toEqual([])
    held[1]()
    expect(a.provider.state.status).toBe('synced')
    expect(a.read().groups.map((g) => g.id)).toEqual(['g1'])
  })
})

/** A second process: its own hub (its own rooms and bus connection) on the same PostgreSQL. */
async function startSecondProcess() {
  // Every process of a deployment has the same SERVER_SECRET, so the same token keys.
  const services = { ...createServices(server.config, { secret: Buffer.alloc(32, 1) }), keys: server.services.keys }
  const hub = createCollabHub({ db: server.db, tokenKey: server.services.keys.tokens, maxMessageSize: server.config.maxBodySize })
  const listener = serve({ fetch: createApp({ db: server.db, config: server.config, services, chatOrigin: () => server.chatBaseUrl, collab: hub }).fetch, hostname: '127.0.0.1', port: 0 })
  await new Promise<void>((resolve) => listener.once('listening', () => resolve()))
  hub.attach(listener as unknown as Server)
  return {
    url: `http://127.0.0.1:${(listener.address() as AddressInfo).port}`,
    close: async () => {
      await hub.close()
      await new Promise((resolve) => listener.close(resolve))
      await services.close()
    },
  }
}

describe('two server processes on one database', () => {
  it('bring the edits of an editor on each together', async () => {
    const second = await startSecondProcess()
    const secondUrl = second.url
    try {
      const bot = await createBot(server, linearBot([textBlock('b1', 'Hi')]))
      const a = connect(bot.id, server.owner)
      const b = connect(bot.id, member, secondUrl)
      await synced(a)
      await synced(b)
      a.edit((doc) => ({ groups: [...doc.groups, { id: 'gA', title: 'On process one', graphCoordinates: { x: 0, y: 400 }, blocks: [] }] }))
      b.edit((doc) => ({ groups: [...doc.groups, { id: 'gB', title: 'On process two', graphCoordinates: { x: 400, y: 400 }, blocks: [] }] }))
      await expect.poll(() => a.read().groups.map((g) => g.id).sort()).toEqual(['g1', 'gA', 'gB'])
      await expect.poll(() => b.read().groups.map((g) => g.id).sort()).toEqual(['g1', 'gA', 'gB'])
      // Presence crosses processes too.
      a.awareness.setLocalStateField('cursor', { x: 1, y: 2 })
      await expect.poll(() => b.awareness.getStates().get(a.doc.clientID)).toMatchObject({ cursor: { x: 1, y: 2 }, user: { id: server.owner.userId } })
      // Both edits reach the bot row (written back within 0.7 s) before a script reads it to PATCH:
      // a write-back landing between the read and the PATCH would rightly answer 409.
      await expect.poll(async () => (await server.as(server.owner).get(`/v1/bots/${bot.id}`)).body.bot.groups.length).toBe(3)
      // A PATCH answered by the second process reaches the editor of the first.
      const read = await server.as(server.owner).get(`/v1/bots/${bot.id}`)
      const patch = await fetch(`${secondUrl}/api/v1/bots/${bot.id}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${server.owner.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ bot: { variables: [{ id: 'v-script', name: 'FromScript' }], updatedAt: read.body.bot.updatedAt } }),
      })
      expect(patch.status).toBe(200)
      await expect.poll(() => a.read().variables.map((v) => v.name)).toEqual(['FromScript'])
      expect((await server.as(server.owner).get(`/v1/bots/${bot.id}`)).body.bot.groups).toHaveLength(3)
    } finally {
      await second.close()
    }
  })

  const noteFields = { color: 'yellow', graphCoordinates: { x: 0, y: 0 }, width: 240, height: 160 } as const
  /** Creates a note through the REST API of the process at `url`. */
  const postNote = (url: string, botId: string, note: object) =>
    fetch(`${url}/api/v1/bots/${botId}/notes`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.owner.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ note }),
    })

  /** A bot that the owner edits live through the first process, while a second one serves the same database. */
  async function withBotLiveBesideSecondProcess(run: (context: { url: string; botId: string; a: CollabClient }) => Promise<void>) {
    const second = await startSecondProcess()
    try {
      const bot = await createBot(server, linearBot([textBlock('b1', 'Hi')]))
      const a = connect(bot.id, server.owner)
      await synced(a)
      await run({ url: second.url, botId: bot.id, a })
    } finally {
      await second.close()
    }
  }

  it('keep a note written live in one when an editor save from just before creates it through the other', () =>
    withBotLiveBesideSecondProcess(async ({ url, botId, a }) => {
      writeNotes(a.doc, [], [{ id: 'n1', content: 'Typed live', ...noteFields }], 'local')
      // Stored in the update log of the first process (its row is written back within 0.7 s) …
      await expect.poll(() => a.provider.state.unstored).toBe(0)
      // … when the save the editor sent before going live, with the note still empty, reaches the second.
      expect((await postNote(url, botId, { id: 'n1', content: '', ...noteFields })).status).toBe(200)
      await expect.poll(async () => (await server.as(server.owner).get(`/v1/bots/${botId}/notes`)).body.notes.map((n: { content: string }) => n.content)).toEqual(['Typed live'])
      expect(readNotes(a.doc).map((n) => n.content)).toEqual(['Typed live'])
    }))

  it('show a note written through the other process, where no one edits the bot live', () =>
    withBotLiveBesideSecondProcess(async ({ url, botId, a }) => {
      expect((await postNote(url, botId, { id: 'n1', content: 'Written by a script', ...noteFields })).status).toBe(200)
      await expect.poll(() => readNotes(a.doc).map((n) => n.content)).toEqual(['Written by a script'])
    }))
})
