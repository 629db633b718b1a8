import type { Context } from 'hono'
import { stream } from 'hono/streaming'
import type { Database } from '../db/database'
import { streamLanguageModelWithTools, type ToolStream } from '../engine'
import type { ServerServices } from '../services'
import { enginePortsFor } from './chatServices'
import { saveTurn } from './saveTurn'
import { rememberSession, type SessionRow } from './sessions'
import { dehydrate } from './storedState'

/**
 * Saves what the tools did while the answer streamed: the variables they set and the logs, on the
 * session the client's next continueChat reads. Only if no turn was saved since the stream began
 * (the row's counter); a session gone on without it keeps its own state.
 */
async function saveToolWork(db: Database, services: ServerServices, session: SessionRow, toolStream: ToolStream) {
  const chat = services.chat
  const { state, effects } = await toolStream.finish()
  await chat.sessionLock(session.id, async () => {
    const now = chat.ports.now()
    chat.sessions.delete(session.id)
    const saved = await saveTurn(db, {
      session: { kind: 'update', id: session.id, turn: session.turn, state: dehydrate(state) },
      sessionId: session.id,
      // A preview keeps its session only: no results.
      effects: session.isPreview ? [] : effects,
      now,
    })
    if (saved) rememberSession(chat.sessions, { ...session, state, turn: session.turn + 1, updatedAt: now })
  })
}

/**
 * The streamMessage answer of a language-model block with tools (BLOCKS.md §2.4): the engine runs
 * the model and its tools here, the text deltas go to the visitor as plain text chunks, and the
 * response ends once the tools' work is saved, so that the client's continueChat with the full
 * text finds it. A model failing before any text is a 502, as a relayed stream's. Undefined when
 * the session's stream has no tools.
 */
export async function streamWithTools(
  c: Context,
  { db, services, session, messages, origin, fail }: {
    db: Database
    services: ServerServices
    session: SessionRow
    messages: { role: string; content: string }[]
    origin: string
    fail: (message: string) => Response
  },
): Promise<Response | undefined> {
  const visitor = new AbortController()
  const ports = enginePortsFor(db, services, { workspaceId: session.state.workspaceId, origin, signal: visitor.signal })
  const toolStream = await streamLanguageModelWithTools(session.state, messages, ports, { stream: services.http.stream, signal: visitor.signal })
  if (!toolStream) return undefined
  const first = await toolStream.deltas.next()
  if (first.done) {
    await saveToolWork(db, services, session, toolStream)
    return fail('The model did not answer; the error is in the result’s logs')
  }
  c.header('Content-Type', 'text/plain; charset=utf-8')
  c.header('Cache-Control', 'no-cache')
  return stream(c, async (out) => {
    out.onAbort(() => visitor.abort())
    try {
      await out.write(first.value)
      for await (const delta of toolStream.deltas) {
        if (out.aborted) break
        await out.write(delta)
      }
    } finally {
      // Also when the visitor left: the tools that ran did set their variables.
      visitor.abort()
      await saveToolWork(db, services, session, toolStream)
    }
  })
}
