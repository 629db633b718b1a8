import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import type { Context, Hono } from 'hono'
import { stream } from 'hono/streaming'
import { z } from 'zod'
import type { ErrorBody } from '../../shared/errors'
import type { Database } from '../db/database'
import { prepareOpenAiStreamRequest } from '../engine'
import type { ServerServices } from '../services'
import { createCredentialsPort } from '../credentials/credentialsStore'
import { assertOriginAllowed } from './origin'
import { loadSession } from './sessions'
import { streamWithTools } from './streamWithTools'

/** The path, beyond the interface spec, where a client streams the completion an OpenAI block handed it. */
export const streamMessagePath = '/api/v2/sessions/:sessionId/streamMessage'

const bodySchema = z.object({ messages: z.array(z.object({ role: z.string().max(20), content: z.string().max(100_000) })).max(200) })

const fail = (c: Context, status: 400 | 404 | 429 | 502, code: string, message: string) =>
  c.json({ defined: false, code, status, message, data: null } satisfies ErrorBody, status)

type StreamEvent = { choices?: { delta?: { content?: string } }[]; type?: string; delta?: { type?: string; text?: string } }

/**
 * Text deltas of a model's server-sent event stream: OpenAI-compatible chunks (`choices[0].delta`)
 * or Anthropic's Messages events (`content_block_delta` text), told apart by their shape.
 */
async function* completionDeltas(body: Readable): AsyncGenerator<string> {
  for await (const line of createInterface({ input: body, crlfDelay: Infinity })) {
    if (!line.startsWith('data:')) continue
    const data = line.slice(5).trim()
    if (data === '[DONE]') return
    try {
      const event = JSON.parse(data) as StreamEvent
      if (event.type === 'message_stop') return
      const delta = event.type === 'content_block_delta' ? (event.delta?.type === 'text_delta' ? event.delta.text : undefined) : event.choices?.[0]?.delta?.content
      if (delta) yield delta
    } catch {
      // A malformed event is skipped; the completion goes on.
    }
  }
}

/**
 * POST /v2/sessions/{sessionId}/streamMessage (BLOCKS.md §2.4): relays the model's answer as plain
 * text chunks, with the session's own credentials; the client then sends the full text to continueChat.
 * A language-model block with tools is run by the engine instead, its tools between the model's steps.
 */
export function mountStreamMessage(app: Hono, { db, services, originOf }: { db: Database; services: ServerServices; originOf: (c: Context) => string }) {
  app.post(streamMessagePath, async (c) => {
    const sessionId = c.req.param('sessionId')
    if (!(await services.chat.limits.perSession(sessionId))) return fail(c, 429, 'TOO_MANY_REQUESTS', 'Too many messages in this chat; slow down')
    const parsed = bodySchema.safeParse(await c.req.json().catch(() => undefined))
    if (!parsed.success) return fail(c, 400, 'BAD_REQUEST', 'Invalid body: expected {messages: [{role, content}]}')
    let session
    try {
      session = await loadSession(db, sessionId, new Date())
      if (!session.isPreview) assertOriginAllowed(c.req.raw.headers, session.state.allowedOrigins)
    } catch (error) {
      return fail(c, 404, 'NOT_FOUND', error instanceof Error ? error.message : 'Session not found')
    }
    const withTools = await streamWithTools(c, {
      db,
      services,
      session,
      messages: parsed.data.messages,
      origin: originOf(c),
      fail: (message) => fail(c, 502, 'BAD_GATEWAY', message),
    })
    if (withTools) return withTools
    const request = await prepareOpenAiStreamRequest(session.state, parsed.data.messages, {
      credentials: createCredentialsPort(db, services.keys.credentials),
    })
    if (!request) return fail(c, 400, 'BAD_REQUEST', 'This chat is not waiting for a streamed completion')
    const upstream = await services.http.stream(request).catch((error: Error) => error)
    if (upstream instanceof Error || upstream.status >= 400) {
      if (!(upstream instanceof Error)) upstream.body.destroy()
      return fail(c, 502, 'BAD_GATEWAY', `The model did not answer: ${upstream instanceof Error ? upstream.message : `status ${upstream.status}`}`)
    }
    c.header('Content-Type', 'text/plain; charset=utf-8')
    c.header('Cache-Control', 'no-cache')
    return stream(c, async (out) => {
      // Destroyed with an error: only then does the line reader below stop waiting.
      out.onAbort(() => {
        upstream.body.destroy(new Error('The visitor left'))
      })
      // The request's limit covered the model's headers; a model stalling afterwards is cut after as long again, so the visitor's page goes on.
      const deadline = setTimeout(() => upstream.body.destroy(new Error('The model stalled')), request.timeoutMs)
      try {
        for await (const delta of completionDeltas(upstream.body)) await out.write(delta)
      } catch {
        // A stalled or dropped model ends the answer here; the client sends what came to continueChat.
      } finally {
        clearTimeout(deadline)
      }
    })
  })
}
