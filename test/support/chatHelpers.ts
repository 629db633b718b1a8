import { readFileSync } from 'node:fs'
import { expect } from 'vitest'
import type { ChatInput, ChatResponse, StartChatResponse } from '../../src/shared/chat/response'
import type { IncomingMessage } from '../../src/shared/chat/message'
import type { BotCreate } from '../../src/shared/bot/bot'
import { plausibleAnswers } from '../engine/support/autoPlay'
import type { TestServer } from './testServer'

/** A bot file of test/fixtures: `bots` (exports we were given) or `templates` (our bots in the shapes of Typebot's templates). */
export const fixtureBot = (name: string, folder: 'bots' | 'templates' = 'bots') =>
  JSON.parse(readFileSync(`test/fixtures/${folder}/${name}.json`, 'utf8')) as Record<string, unknown>

/** Imports a bot file as the owner and publishes it. */
export async function importAndPublish(server: TestServer, file: Record<string, unknown>) {
  const client = server.as(server.owner)
  const imported = await client.post('/v1/bots/import', { workspaceId: server.workspaceId, bot: file })
  expect(imported.status, JSON.stringify(imported.body)).toBe(200)
  const bot = imported.body.bot
  const published = await client.post(`/v1/bots/${bot.id}/publish`)
  expect(published.status, JSON.stringify(published.body)).toBe(200)
  return { botId: bot.id as string, publicId: bot.publicId as string }
}

/** Creates a bot from a document and publishes it. */
export async function createAndPublish(server: TestServer, bot: BotCreate) {
  const client = server.as(server.owner)
  const created = await client.post('/v1/bots', { workspaceId: server.workspaceId, bot })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  await client.post(`/v1/bots/${created.body.bot.id}/publish`)
  return { botId: created.body.bot.id as string, publicId: created.body.bot.publicId as string }
}

export const startChat = (server: TestServer, publicId: string, body: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  server.as(null).request('POST', `/v1/bots/${publicId}/startChat`, { body, headers })

export const continueChat = (server: TestServer, sessionId: string, message?: IncomingMessage | string | null, headers?: Record<string, string>) =>
  server.as(null).request('POST', `/v1/sessions/${sessionId}/continueChat`, { body: message === undefined ? {} : { message }, headers })

/** Text of a bubble, for transcripts. */
export const bubbleText = (message: ChatResponse['messages'][number]) =>
  message.type === 'text'
    ? message.content.type === 'markdown'
      ? message.content.markdown
      : JSON.stringify(message.content.richText).replace(/.*?"text":"([^"]*)"/g, '$1').replace(/[^\w\s'!?.,]+$/g, '')
    : `[${message.type}]`

/** What the chat page posts to stream a completion it was handed; resolves to the streamed text. */
async function streamCompletion(server: TestServer, sessionId: string, messages: unknown) {
  const streamed = await fetch(`${server.chatBaseUrl}/api/v2/sessions/${sessionId}/streamMessage`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ messages }),
  })
  expect(streamed.status, await streamed.clone().text()).toBe(200)
  return (await streamed.text()).trim()
}

/** A reply to the action awaiting one, as a visitor's client would send it. */
const actionReply = async (server: TestServer, sessionId: string, response: ChatResponse): Promise<IncomingMessage | null | undefined> => {
  const action = response.clientSideActions?.find((a) => a.expectsDedicatedReply)
  if (!action) return undefined
  if (action.type === 'setVariable') return { type: 'text', text: '"from the client"' }
  if (action.type === 'httpRequestToExecute') return { type: 'text', text: '{"statusCode":200,"data":{}}' }
  if (action.type === 'streamOpenAiChatCompletion')
    return { type: 'text', text: await streamCompletion(server, sessionId, action.streamOpenAiChatCompletion.messages) }
  return null
}

export type PlayOptions = {
  maxTurns?: number
  /** startChat's body; the chat page's own asks for streamed completions (`isStreamEnabled`). */
  start?: Record<string, unknown>
  /** What the visitor does on the page before answering an input (paying on the card form). */
  beforeAnswer?: (input: ChatInput) => Promise<void>
}

/** How often the visitor answers one question before deciding the bot loops. */
const loopVisits = 3

/**
 * Plays a published bot over HTTP like a visitor: every input gets a plausible answer (the next one
 * when refused), every action its reply, until the flow ends. Returns what was said and the turns.
 */
export async function playOverHttp(server: TestServer, publicId: string, { maxTurns = 60, start: startBody, beforeAnswer }: PlayOptions = {}) {
  const start = await startChat(server, publicId, startBody)
  expect(start.status, JSON.stringify(start.body)).toBe(200)
  const first = start.body as StartChatResponse
  const transcript = first.messages.map(bubbleText)
  const visits = new Map<string, number>()
  let current: ChatResponse = first
  let turns = 0
  let acceptedAnswers = 0
  while (turns++ < maxTurns) {
    const input = current.input
    const pendingAction = await actionReply(server, first.sessionId, current)
    if (!input && pendingAction === undefined) break
    const visit = input ? (visits.get(input.id) ?? 0) : 0
    // A question asked a fourth time: the bot loops, the visitor has seen it all and leaves.
    if (visit >= loopVisits) break
    if (input) visits.set(input.id, visit + 1)
    if (input) await beforeAnswer?.(input)
    const candidates = input ? plausibleAnswers(input, visit) : [pendingAction ?? null]
    let next: ChatResponse | undefined
    for (const candidate of candidates) {
      const reply = await continueChat(server, first.sessionId, candidate)
      expect(reply.status, JSON.stringify(reply.body)).toBe(200)
      next = reply.body
      if (candidate && 'text' in candidate) transcript.push(`> ${candidate.text}`)
      const isRetry = input && next?.input?.id === input.id && next.messages[0]?.id === input.id
      if (!isRetry) {
        if (input) acceptedAnswers++
        break
      }
    }
    current = next!
    transcript.push(...current.messages.map(bubbleText))
  }
  // A bot whose only way out is a loop (a "Restart" button) ends when the visitor leaves.
  const isLooping = current.input !== undefined && (visits.get(current.input.id) ?? 0) >= loopVisits
  return { sessionId: first.sessionId, resultId: first.resultId!, transcript, last: current, acceptedAnswers, isLooping }
}
