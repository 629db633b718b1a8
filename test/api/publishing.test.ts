import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contract } from '../../src/shared/contract'
import { createBot, outputOf, editBot } from '../support/apiFixtures'
import { expectError, expectShape } from '../support/expectShape'
import { type Actor, startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let member: Actor
let guest: Actor
let outsider: Actor
beforeAll(async () => {
  server = await startTestServer()
  member = await server.createActor('member@example.com', { workspaceId: server.workspaceId, role: 'MEMBER' })
  guest = await server.createActor('guest@example.com', { workspaceId: server.workspaceId, role: 'GUEST' })
  outsider = await server.createActor('outsider@example.com')
})
afterAll(() => server.close())

const greeting = (text: string) => ({
  id: 'g1',
  title: 'Greeting',
  graphCoordinates: { x: 0, y: 0 },
  blocks: [{ id: 'b1', type: 'text', content: { richText: [{ type: 'p', children: [{ text }] }] } }],
})
const publish = (botId: string, actor: Actor = server.owner) => server.as(actor).post(`/v1/bots/${botId}/publish`)
const listItem = async (botId: string) =>
  (await server.as(server.owner).get('/v1/bots', { workspaceId: server.workspaceId })).body.bots.find((b: { id: string }) => b.id === botId)

describe('POST /v1/bots/{botId}/publish', () => {
  it('snapshots the draft, which GET publishedBot then answers', async () => {
    const bot = await createBot(server, {
      groups: [greeting('Hello')],
      variables: [{ id: 'v1', name: 'Name' }],
      settings: { general: { isBrandingEnabled: false } },
    })
    const reply = await publish(bot.id, member)
    expect(reply.status).toBe(200)
    const { publishedBot: summary } = expectShape(outputOf(contract.bots.publish), reply.body)
    expect(summary).toMatchObject({ botId: bot.id, version: '6' })

    const published = await server.as(guest).get(`/v1/bots/${bot.id}/publishedBot`)
    expect(published.status).toBe(200)
    const { publishedBot } = expectShape(outputOf(contract.bots.getPublished), published.body)
    expect(publishedBot.id).toBe(summary.id)
    for (const key of ['events', 'groups', 'edges', 'variables', 'theme', 'settings'] as const) {
      expect(publishedBot[key]).toStrictEqual(bot[key])
    }
    expect((await listItem(bot.id)).publishedBotId).toBe(summary.id)
  })

  it('keeps the published copy when the draft is edited afterwards', async () => {
    const bot = await createBot(server, { groups: [greeting('Published text')] })
    await publish(bot.id)
    const edit = await editBot(server, bot.id, { groups: [greeting('Draft text')] })
    expect(edit.status).toBe(200)
    const published = await server.as(server.owner).get(`/v1/bots/${bot.id}/publishedBot`)
    expect(published.body.publishedBot.groups).toStrictEqual([greeting('Published text')])
    expect((await server.as(server.owner).get(`/v1/bots/${bot.id}`)).body.bot.groups).toStrictEqual([greeting('Draft text')])
  })

  it('gives a bot without a public id one, so visitors can reach it', async () => {
    const bot = await createBot(server, { name: 'Needs slug' })
    await server.as(server.owner).patch(`/v1/bots/${bot.id}`, { bot: { publicId: null } })
    expect((await publish(bot.id)).status).toBe(200)
    const stored = (await server.as(server.owner).get(`/v1/bots/${bot.id}`)).body.bot
    expect(stored.publicId).toMatch(/^needs-slug-/)
  })

  it('refuses a guest (403) and an outsider (404)', async () => {
    const bot = await createBot(server)
    expectError(await publish(bot.id, guest), 403, 'FORBIDDEN')
    expectError(await publish(bot.id, outsider), 404, 'NOT_FOUND')
    expect((await listItem(bot.id)).publishedBotId).toBeNull()
  })
})

describe('GET /v1/bots/{botId}/publishedBots', () => {
  it('lists published versions newest first', async () => {
    const bot = await createBot(server, { groups: [greeting('one')] })
    const first = (await publish(bot.id)).body.publishedBot
    await editBot(server, bot.id, { groups: [greeting('two')] })
    const second = (await publish(bot.id)).body.publishedBot
    const reply = await server.as(guest).get(`/v1/bots/${bot.id}/publishedBots`)
    expect(reply.status).toBe(200)
    const { publishedBots } = expectShape(outputOf(contract.bots.listPublished), reply.body)
    expect(publishedBots.map((p) => p.id)).toEqual([second.id, first.id])
    expect((await listItem(bot.id)).publishedBotId).toBe(second.id)
  })

  it('answers an empty list for a bot never published, and 404 to an outsider', async () => {
    const bot = await createBot(server)
    expect((await server.as(server.owner).get(`/v1/bots/${bot.id}/publishedBots`)).body).toEqual({ publishedBots: [] })
    expectError(await server.as(outsider).get(`/v1/bots/${bot.id}/publishedBots`), 404, 'NOT_FOUND')
  })
})

describe('GET /v1/bots/{botId}/publishedBots/{publishedBotId}', () => {
  it('answers an older version as it was published', async () => {
    const bot = await createBot(server, { groups: [greeting('old')] })
    const first = (await publish(bot.id)).body.publishedBot
    await editBot(server, bot.id, { groups: [greeting('new')] })
    await publish(bot.id)
    const reply = await server.as(server.owner).get(`/v1/bots/${bot.id}/publishedBots/${first.id}`)
    expect(reply.status).toBe(200)
    const { publishedBot } = expectShape(outputOf(contract.bots.getPublishedVersion), reply.body)
    expect(publishedBot).toMatchObject({ id: first.id, botId: bot.id, groups: [greeting('old')] })
  })

  it("answers 404 for another bot's version, an unknown id and an outsider", async () => {
    const a = await createBot(server)
    const b = await createBot(server)
    const versionOfB = (await publish(b.id)).body.publishedBot
    expectError(await server.as(server.owner).get(`/v1/bots/${a.id}/publishedBots/${versionOfB.id}`), 404, 'NOT_FOUND')
    expectError(await server.as(server.owner).get(`/v1/bots/${b.id}/publishedBots/nope`), 404, 'NOT_FOUND')
    expectError(await server.as(outsider).get(`/v1/bots/${b.id}/publishedBots/${versionOfB.id}`), 404, 'NOT_FOUND')
  })
})

describe('POST /v1/bots/{botId}/unpublish', () => {
  it('stops serving the bot: publishedBot answers 404 and the list item shows null', async () => {
    const bot = await createBot(server)
    const version = (await publish(bot.id)).body.publishedBot
    const reply = await server.as(member).post(`/v1/bots/${bot.id}/unpublish`)
    expect(reply.status).toBe(200)
    expectShape(outputOf(contract.bots.unpublish), reply.body)
    expectError(await server.as(server.owner).get(`/v1/bots/${bot.id}/publishedBot`), 404, 'NOT_FOUND')
    expect((await listItem(bot.id)).publishedBotId).toBeNull()
    // The history stays, so the version can be looked at again.
    const history = await server.as(server.owner).get(`/v1/bots/${bot.id}/publishedBots`)
    expect(history.body.publishedBots.map((p: { id: string }) => p.id)).toEqual([version.id])
  })

  it('refuses a guest (403) and an outsider (404), leaving it published', async () => {
    const bot = await createBot(server)
    await publish(bot.id)
    expectError(await server.as(guest).post(`/v1/bots/${bot.id}/unpublish`), 403, 'FORBIDDEN')
    expectError(await server.as(outsider).post(`/v1/bots/${bot.id}/unpublish`), 404, 'NOT_FOUND')
    expect((await server.as(server.owner).get(`/v1/bots/${bot.id}/publishedBot`)).status).toBe(200)
  })
})

describe('GET /v1/bots/{botId}/publishedBot', () => {
  it('answers 404 for a bot never published, and to an outsider', async () => {
    const bot = await createBot(server)
    expectError(await server.as(server.owner).get(`/v1/bots/${bot.id}/publishedBot`), 404, 'NOT_FOUND')
    await publish(bot.id)
    expectError(await server.as(outsider).get(`/v1/bots/${bot.id}/publishedBot`), 404, 'NOT_FOUND')
  })
})

describe('POST /v1/bots/{botId}/publishedBots/{publishedBotId}/restore', () => {
  it('puts an older published version back into the draft, leaving what visitors run unchanged', async () => {
    const bot = await createBot(server, { groups: [greeting('First version')] })
    const first = (await publish(bot.id)).body.publishedBot
    await editBot(server, bot.id, { groups: [greeting('Second version')] })
    const second = (await publish(bot.id)).body.publishedBot
    const reply = await server.as(member).post(`/v1/bots/${bot.id}/publishedBots/${first.id}/restore`)
    expect(reply.status).toBe(200)
    const { bot: restored } = expectShape(outputOf(contract.bots.restorePublishedVersion), reply.body)
    expect(restored.groups).toStrictEqual([greeting('First version')])
    expect((await server.as(server.owner).get(`/v1/bots/${bot.id}/publishedBot`)).body.publishedBot.id).toBe(second.id)
  })

  it("refuses a guest (403), and answers 404 for another bot's version", async () => {
    const bot = await createBot(server, { groups: [greeting('Mine')] })
    const version = (await publish(bot.id)).body.publishedBot
    expectError(await server.as(guest).post(`/v1/bots/${bot.id}/publishedBots/${version.id}/restore`), 403, 'FORBIDDEN')
    const other = await createBot(server, {})
    expectError(await server.as(server.owner).post(`/v1/bots/${other.id}/publishedBots/${version.id}/restore`), 404, 'NOT_FOUND')
  })
})

describe('GET /v1/bots/{botId}/publicIdAvailability', () => {
  it("says a public id is free, taken by another bot, or the bot's own", async () => {
    const bot = await createBot(server, { publicId: 'my-own-slug' })
    await createBot(server, { publicId: 'someone-elses' })
    const ask = async (publicId: string) => (await server.as(guest).get(`/v1/bots/${bot.id}/publicIdAvailability`, { publicId })).body
    expect(await ask('a-brand-new-slug')).toEqual({ isAvailable: true })
    expect(await ask('someone-elses')).toEqual({ isAvailable: false })
    expect(await ask('my-own-slug')).toEqual({ isAvailable: true })
  })

  it('refuses a malformed public id with 400 naming publicId', async () => {
    const bot = await createBot(server, {})
    const reply = await server.as(server.owner).get(`/v1/bots/${bot.id}/publicIdAvailability`, { publicId: 'no' })
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.data.fields[0].path).toBe('publicId')
  })
})
