import { waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../../../../src/app/api/apiClient'
import { addGroup } from '../../../../src/app/editor/commands/groups/addGroup'
import { moveNodes } from '../../../../src/app/editor/commands/groups/moveNodes'
import { renameGroup } from '../../../../src/app/editor/commands/groups/renameGroup'
import { toFlowDocument } from '../../../../src/app/editor/document/flowDocument'
import { draftStorage } from '../../../../src/app/editor/saving/draftStorage'
import { createSaveQueue, type SaveApi, type SaveQueue } from '../../../../src/app/editor/saving/saveQueue'
import { createEditorStore, type EditorStore } from '../../../../src/app/editor/store/editorStore'
import type { Bot } from '../../../../src/shared/bot/bot'
import { createBot } from '../../../support/apiFixtures'
import { startTestServer, type TestServer } from '../../../support/testServer'
import { textBlock } from '../../../support/sampleBots'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

let stop: (() => void) | undefined
afterEach(() => stop?.())

const botWithOneGroup = () =>
  createBot(server, {
    name: 'Saving',
    groups: [{ id: 'g1', title: 'Hello', graphCoordinates: { x: 0, y: 0 }, blocks: [textBlock('t1', 'Hi')] }],
  })

/** The editor of `bot` with a save queue over the real API; `sent` records every PATCH body. */
function openEditor(bot: Bot, wrap: (api: SaveApi) => SaveApi = (api) => api) {
  const client = createApiClient(() => ({ builderUrl: `${server.baseUrl}/api`, token: server.owner.token }))
  const sent: Record<string, unknown>[] = []
  const api = wrap({
    update: (input) => {
      sent.push(input.bot)
      return client.bots.update(input)
    },
    get: (input) => client.bots.get(input),
  })
  const store: EditorStore = createEditorStore({
    env: { botId: bot.id, workspaceId: bot.workspaceId, readOnly: false },
    server: { doc: toFlowDocument(bot), updatedAt: bot.updatedAt },
  })
  const queue: SaveQueue = createSaveQueue({ store, api, storage: draftStorage, delayMs: 30, retryMs: 30 })
  stop = queue.start()
  return { store, queue, sent, state: () => store.getState() }
}

const stored = async (botId: string) => (await server.as(server.owner).get(`/v1/bots/${botId}`)).body.bot as Bot
const rename = (title: string) => (doc: Parameters<typeof renameGroup>[0]) => renameGroup(doc, { groupId: 'g1', title })

describe('saving the draft', () => {
  it('saves about a delay after the last change, sending only the changed fields and the base version', async () => {
    const bot = await botWithOneGroup()
    const { state, sent } = openEditor(bot)
    state().commit('Rename', rename('Welcome'))
    expect(state().saveStatus).toBe('unsaved')
    await waitFor(() => expect(state().saveStatus).toBe('saved'))
    expect(sent).toHaveLength(1)
    expect(Object.keys(sent[0]).sort()).toEqual(['groups', 'updatedAt'])
    expect(sent[0].updatedAt).toBe(bot.updatedAt)
    expect((await stored(bot.id)).groups[0].title).toBe('Welcome')
    expect(state().server.updatedAt).toBe((await stored(bot.id)).updatedAt)
  })

  it('a burst of edits makes one save', async () => {
    const bot = await botWithOneGroup()
    const { state, sent } = openEditor(bot)
    for (const title of ['A', 'AB', 'ABC']) state().commit('Rename', rename(title))
    await waitFor(() => expect(state().saveStatus).toBe('saved'))
    expect(sent).toHaveLength(1)
    expect((await stored(bot.id)).groups[0].title).toBe('ABC')
  })

  it('a drag is saved once, when it ends', async () => {
    const bot = await botWithOneGroup()
    const { state, sent } = openEditor(bot)
    state().beginGesture('Move')
    for (let x = 1; x <= 10; x++) state().updateGesture((doc) => moveNodes(doc, { positions: { g1: { x: x * 10, y: 0 } } }))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(sent).toHaveLength(0)
    state().endGesture()
    await waitFor(() => expect(state().saveStatus).toBe('saved'))
    expect(sent).toHaveLength(1)
    expect((await stored(bot.id)).groups[0].graphCoordinates).toEqual({ x: 100, y: 0 })
  })

  it('still saves after being stopped and started again (a remount)', async () => {
    const bot = await botWithOneGroup()
    const { state, queue } = openEditor(bot)
    stop?.()
    stop = queue.start()
    state().commit('Rename', rename('After restart'))
    await waitFor(() => expect(state().saveStatus).toBe('saved'))
    expect((await stored(bot.id)).groups[0].title).toBe('After restart')
  })

  it('successive saves each start from the version the previous one made', async () => {
    const bot = await botWithOneGroup()
    const { state, queue } = openEditor(bot)
    state().commit('Rename', rename('One'))
    await queue.flush()
    state().commit('Add', (doc) => addGroup(doc, { position: { x: 400, y: 0 }, groupId: 'g2' }))
    await queue.flush()
    expect(state().saveStatus).toBe('saved')
    expect((await stored(bot.id)).groups.map((group) => group.id)).toEqual(['g1', 'g2'])
  })
})

describe('keeping unsaved edits', () => {
  it('keeps the pending working copy on the device until the service has it', async () => {
    const bot = await botWithOneGroup()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const { state, queue } = openEditor(bot, (api) => ({ ...api, update: async (input) => held.then(() => api.update(input)) }))
    state().commit('Rename', rename('Pending'))
    await waitFor(() => expect(state().saveStatus).toBe('saving'))
    expect(draftStorage.read(bot.id)?.doc.groups[0].title).toBe('Pending')
    expect(draftStorage.read(bot.id)?.baseUpdatedAt).toBe(bot.updatedAt)
    release()
    await queue.flush()
    expect(draftStorage.read(bot.id)).toBeNull()
  })

  it('goes offline when the service cannot be reached, and saves once it can', async () => {
    const bot = await botWithOneGroup()
    let reachable = false
    const { state } = openEditor(bot, (api) => ({
      ...api,
      update: (input) => (reachable ? api.update(input) : Promise.reject(new TypeError('Failed to fetch'))),
    }))
    state().commit('Rename', rename('Offline edit'))
    await waitFor(() => expect(state().saveStatus).toBe('offline'))
    expect(draftStorage.read(bot.id)?.doc.groups[0].title).toBe('Offline edit')
    reachable = true
    await waitFor(() => expect(state().saveStatus).toBe('saved'), { timeout: 3000 })
    expect((await stored(bot.id)).groups[0].title).toBe('Offline edit')
  })

  it('keeps retrying across a restart (a remount while offline)', async () => {
    const bot = await botWithOneGroup()
    let reachable = false
    const { state, queue } = openEditor(bot, (api) => ({
      ...api,
      update: (input) => (reachable ? api.update(input) : Promise.reject(new TypeError('Failed to fetch'))),
    }))
    state().commit('Rename', rename('Across a remount'))
    await waitFor(() => expect(state().saveStatus).toBe('offline'))
    const restarted = queue.start()
    stop?.()
    stop = restarted
    reachable = true
    await waitFor(() => expect(state().saveStatus).toBe('saved'), { timeout: 3000 })
  })

  it('saves edits restored from an earlier visit without waiting for a new edit', async () => {
    const bot = await botWithOneGroup()
    const client = createApiClient(() => ({ builderUrl: `${server.baseUrl}/api`, token: server.owner.token }))
    const store = createEditorStore({
      env: { botId: bot.id, workspaceId: bot.workspaceId, readOnly: false },
      server: { doc: toFlowDocument(bot), updatedAt: bot.updatedAt },
      pendingDoc: renameGroup(toFlowDocument(bot), { groupId: 'g1', title: 'Restored' }),
    })
    stop = createSaveQueue({ store, api: { update: client.bots.update, get: client.bots.get }, storage: draftStorage, delayMs: 30 }).start()
    await waitFor(() => expect(store.getState().saveStatus).toBe('saved'))
    expect((await stored(bot.id)).groups[0].title).toBe('Restored')
  })
})

describe('a newer version saved elsewhere', () => {
  const saveElsewhere = async (bot: Bot) => {
    const reply = await server.as(server.owner).patch(`/v1/bots/${bot.id}`, {
      bot: { groups: [{ ...bot.groups[0], title: 'Theirs' }], updatedAt: bot.updatedAt },
    })
    expect(reply.status).toBe(200)
  }

  it('stops on 409 and overwrites nothing until the user chooses', async () => {
    const bot = await botWithOneGroup()
    await saveElsewhere(bot)
    const { state, sent } = openEditor(bot)
    state().commit('Rename', rename('Mine'))
    await waitFor(() => expect(state().saveStatus).toBe('conflict'))
    state().commit('Rename', rename('Mine again'))
    expect(draftStorage.read(bot.id)?.doc.groups[0].title).toBe('Mine again')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(sent).toHaveLength(1)
    expect((await stored(bot.id)).groups[0].title).toBe('Theirs')
  })

  it('a newer version that changed only the name is no conflict: the edits are saved onto it', async () => {
    const bot = await botWithOneGroup()
    const renamed = await server.as(server.owner).patch(`/v1/bots/${bot.id}`, { bot: { name: 'Renamed elsewhere', updatedAt: bot.updatedAt } })
    expect(renamed.status).toBe(200)
    const { state } = openEditor(bot)
    state().commit('Rename', rename('Mine'))
    await waitFor(() => expect(state().saveStatus).toBe('saved'))
    const latest = await stored(bot.id)
    expect([latest.name, latest.groups[0].title]).toEqual(['Renamed elsewhere', 'Mine'])
  })

  it('a newer version that already holds these edits (saved by an editor left a moment ago) is taken as saved', async () => {
    const bot = await botWithOneGroup()
    const reply = await server.as(server.owner).patch(`/v1/bots/${bot.id}`, { bot: { groups: [{ ...bot.groups[0], title: 'Same edit' }], updatedAt: bot.updatedAt } })
    const { state, sent } = openEditor(bot)
    state().commit('Rename', rename('Same edit'))
    await waitFor(() => expect(state().saveStatus).toBe('saved'))
    expect(sent).toHaveLength(1)
    expect(state().server.updatedAt).toBe(reply.body.bot.updatedAt)
  })

  it('loading theirs replaces the working copy and clears history', async () => {
    const bot = await botWithOneGroup()
    await saveElsewhere(bot)
    const { state, queue } = openEditor(bot)
    state().commit('Rename', rename('Mine'))
    await waitFor(() => expect(state().saveStatus).toBe('conflict'))
    await queue.loadTheirs()
    expect(state().doc.groups[0].title).toBe('Theirs')
    expect(state().past).toEqual([])
    expect(state().saveStatus).toBe('saved')
    expect(draftStorage.read(bot.id)).toBeNull()
  })

  it('keeping mine overwrites theirs with the latest version stamp', async () => {
    const bot = await botWithOneGroup()
    await saveElsewhere(bot)
    const { state, queue } = openEditor(bot)
    state().commit('Rename', rename('Mine'))
    await waitFor(() => expect(state().saveStatus).toBe('conflict'))
    await queue.keepMine()
    expect(state().saveStatus).toBe('saved')
    expect((await stored(bot.id)).groups[0].title).toBe('Mine')
    expect(state().past).toHaveLength(1)
  })
})
