import WebSocket from 'ws'
import * as Y from 'yjs'
import { Awareness } from 'y-protocols/awareness'
import type { BotDocument } from '../../src/shared/bot/bot'
import { applyBotChange } from '../../src/shared/collab/applyBotChange'
import { createBotDocReader } from '../../src/shared/collab/botDocReader'
import { collabPath } from '../../src/shared/collab/collabMessages'
import { createCollabProvider, type SocketLike } from '../../src/app/editor/collab/collabProvider'

/**
 * An editor without a browser: a Y.Doc kept in step with the service over a real WebSocket by the
 * app's own provider, edited through the same `applyBotChange` the editor store uses.
 */
export function connectCollabClient(baseUrl: string, botId: string, token: string, options: { retryMs?: number; whenQuiet?: (run: () => void) => void } = {}) {
  const doc = new Y.Doc()
  const awareness = new Awareness(doc)
  const reader = createBotDocReader(doc)
  const url = `${baseUrl.replace(/^http/, 'ws')}/api${collabPath(botId)}`
  const sockets: WebSocket[] = []
  const provider = createCollabProvider({
    doc,
    awareness,
    retryMs: options.retryMs ?? 50,
    whenQuiet: options.whenQuiet,
    createSocket: () => {
      const socket = new WebSocket(url, { headers: { Authorization: `Bearer ${token}` } })
      sockets.push(socket)
      return socket as unknown as SocketLike
    },
  })
  provider.connect()
  return {
    doc,
    awareness,
    provider,
    read: (): BotDocument => reader.read(),
    /** Applies a change as the editor store does (one transaction, our origin). */
    edit(change: (doc: BotDocument) => Partial<BotDocument>) {
      const before = reader.read()
      applyBotChange(doc, before, { ...before, ...change(before) }, 'local')
    },
    /** Cuts the socket as a lost network would (the provider reconnects). */
    dropConnection: () => sockets.at(-1)?.terminate(),
    close() {
      provider.destroy()
      reader.destroy()
      // Its timer (presence renewal every few seconds) would keep a benchmark's process alive.
      awareness.destroy()
    },
  }
}

export type CollabClient = ReturnType<typeof connectCollabClient>
