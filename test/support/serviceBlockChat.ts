import { expect } from 'vitest'
import { continueChat, createAndPublish, startChat } from './chatHelpers'
import { linearBot, textBlock } from './sampleBots'
import type { TestServer } from './testServer'

/** Stores credentials of a service block's type in the owner's workspace; resolves to their id. */
export async function storeCredentials(server: TestServer, type: string, data: Record<string, unknown>) {
  const reply = await server.as(server.owner).post(`/v1/workspaces/${server.workspaceId}/credentials`, { credentials: { type, name: `${type} account`, data } })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body.credentials.id as string
}

export const askedVariables = [
  { id: 've', name: 'Email' },
  { id: 'vr', name: 'Result' },
]

/**
 * Publishes "ask an email → the block → 'After {{Result}}'", answers the question, and returns
 * what the bot said after the block, the reply's client-side actions and the result's logs.
 */
export async function chatThroughBlock(server: TestServer, block: Record<string, unknown>, answer = 'ada@example.com') {
  const bot = linearBot([{ id: 'ask', type: 'text input', options: { variableId: 've' } }, block, textBlock('after', 'After {{Result}}')], askedVariables)
  const { botId, publicId } = await createAndPublish(server, bot)
  const chat = await startChat(server, publicId)
  const reply = await continueChat(server, chat.body.sessionId, answer)
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  const logs = await server.as(server.owner).get(`/v1/bots/${botId}/results/${chat.body.resultId}/logs`)
  return { said: JSON.stringify(reply.body.messages), actions: reply.body.clientSideActions ?? [], logs: JSON.stringify(logs.body.logs) }
}
