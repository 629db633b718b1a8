import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bubbleText, createAndPublish, startChat } from '../support/chatHelpers'
import { textBlock } from '../support/sampleBots'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

/** Start → a Loop block whose "Each" output leads to a bubble; its own exit ("done") to a closing bubble. */
const loopBot = (options: Record<string, unknown>, variables: { id: string; name: string; value?: string[] }[]) => ({
  name: 'Loop',
  events: [{ id: 'start', type: 'start' as const, graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e-start' }],
  groups: [
    { id: 'g1', title: 'Loop', graphCoordinates: { x: 0, y: 100 }, blocks: [{ id: 'loop', type: 'Loop', items: [{ id: 'each', path: 'each', outgoingEdgeId: 'e-each' }], options, outgoingEdgeId: 'e-done' }] },
    { id: 'body', title: 'Body', graphCoordinates: { x: 400, y: 100 }, blocks: [textBlock('say', 'Item {{Index}}: {{Item}}')] },
    { id: 'end', title: 'End', graphCoordinates: { x: 400, y: 300 }, blocks: [textBlock('bye', 'Done')] },
  ],
  edges: [
    { id: 'e-start', from: { eventId: 'start' }, to: { groupId: 'g1' } },
    { id: 'e-each', from: { blockId: 'loop', itemId: 'each' }, to: { groupId: 'body' } },
    { id: 'e-done', from: { blockId: 'loop' }, to: { groupId: 'end' } },
  ],
  variables,
})

describe('Loop block over HTTP', () => {
  it('is stored as sent and says one message per element of the list', async () => {
    const variables = [{ id: 'v-list', name: 'List', value: ['a', 'b'] }, { id: 'v-item', name: 'Item' }, { id: 'v-index', name: 'Index' }]
    const { botId, publicId } = await createAndPublish(server, loopBot({ listVariableId: 'v-list', itemVariableId: 'v-item', indexVariableId: 'v-index' }, variables))
    const stored = (await server.as(server.owner).get(`/v1/bots/${botId}`)).body.bot
    expect(stored.groups[0].blocks[0]).toMatchObject({ type: 'Loop', items: [{ id: 'each', path: 'each' }], options: { listVariableId: 'v-list' } })
    const { body } = await startChat(server, publicId)
    expect(body.messages.map(bubbleText)).toEqual(['Item 0: a', 'Item 1: b', 'Done'])
  })

  it('writes a log line on the result when a while loop reaches its bound', async () => {
    const variables = [{ id: 'v-item', name: 'Item' }, { id: 'v-index', name: 'Index' }]
    const always = { logicalOperator: 'AND', comparisons: [{ id: 'c', variableId: 'v-item', comparisonOperator: 'Is empty' }] }
    const { botId, publicId } = await createAndPublish(server, loopBot({ kind: 'while', condition: always, indexVariableId: 'v-index', maxIterations: 3 }, variables))
    const { body } = await startChat(server, publicId)
    expect(body.messages.map(bubbleText)).toEqual(['Item 0: ', 'Item 1: ', 'Item 2: ', 'Done'])
    const logs = (await server.as(server.owner).get(`/v1/bots/${botId}/results/${body.resultId}/logs`)).body.logs
    expect(logs).toEqual([expect.objectContaining({ status: 'error', description: 'Loop stopped after 3 iterations' })])
  })

  it('refuses a bound above 1000 with a 400 naming the field', async () => {
    const reply = await server.as(server.owner).post('/v1/bots', { workspaceId: server.workspaceId, bot: loopBot({ kind: 'while', maxIterations: 5000 }, []) })
    expect(reply.status).toBe(400)
    expect(JSON.stringify(reply.body.data)).toContain('groups.0.blocks.0')
  })
})
