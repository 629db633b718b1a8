import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import type { Redis } from 'ioredis'
import { WebSocketServer } from 'ws'
import * as Y from 'yjs'
import type { BotDocument } from '../../shared/bot/bot'
import { applyBotChange } from '../../shared/collab/applyBotChange'
import { createBotDocReader } from '../../shared/collab/botDocReader'
import type { Database } from '../db/database'
import { authorizeCollab, BEARER_PROTOCOL, currentAccess, type CollabRefusal } from './collabAuth'
import { createPostgresBus, createRedisBus, INLINE_UPDATE_LIMIT } from './collabBus'
import { createCollabStore, storedDocument } from './collabStore'
import { CloseCode } from '../../shared/collab/collabMessages'
import type { CanvasNote } from '../../shared/notes/botNote'
import { applyRestNote, openBotRoom, type BotRoom, type CollabConnection, type RoomOptions } from './botRoom'

const PATH = /^\/api\/v1\/bots\/([^/]+)\/collab$/

export type CollabHubOptions = {
  db: Database
  /** The key API tokens are hashed under. */
  tokenKey: Buffer
  /** With Redis, processes tell each other through it; otherwise through PostgreSQL's NOTIFY. */
  redis?: Redis
  /** The builder's public origin (PUBLIC_URL); otherwise the request's host. */
  publicUrl?: string
  maxMessageSize: number
  /** How long a room with nobody left stays open (a reload reconnects within it). */
  lingerMs?: number
  /** How often open sockets' roles are read again: a member removed or made a guest loses the right at the next check. */
  accessCheckMs?: number
  room?: RoomOptions
}

const refuse = (socket: Duplex, { status, body }: CollabRefusal) => {
  const text = JSON.stringify(body)
  socket.end(`HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : status === 404 ? 'Not Found' : 'Error'}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`)
}

/**
 * Live editing in this process: the bots open here (one room each), the WebSocket route
 * `/api/v1/bots/{botId}/collab`, and the hooks through which REST writes reach open editors.
 */
export function createCollabHub({ db, tokenKey, redis, publicUrl, maxMessageSize, lingerMs = 3000, accessCheckMs = 10_000, room: roomOptions }: CollabHubOptions) {
  const store = createCollabStore(db)
  const bus = redis ? createRedisBus(redis) : createPostgresBus(db)
  const rooms = new Map<string, Promise<BotRoom | null>>()
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: maxMessageSize,
    handleProtocols: (protocols) => (protocols.has(BEARER_PROTOCOL) ? BEARER_PROTOCOL : false),
  })
  let closing = false

  const release = (botId: string, room: BotRoom) => {
    if (rooms.get(botId) === undefined) return
    void rooms.get(botId)!.then((current) => {
      if (current !== room) return
      rooms.delete(botId)
      void room.close().catch((error) => console.error('[collab]', error))
    })
  }

  /**
   * A change to a shared document that no room of this process holds: appended to its log and
   * announced, so the processes that have it open show it. False when the bot has no shared document yet.
   */
  const changeStored = async (botId: string, change: (doc: Y.Doc) => void) => {
    if (!(await store.exists(botId))) return false
    const state = await store.load(botId)
    if (!state) return false
    const doc = storedDocument(state)
    const produced: Uint8Array[] = []
    doc.on('update', (update: Uint8Array) => produced.push(update))
    change(doc)
    doc.destroy()
    if (produced.length === 0) return true
    const update = Y.mergeUpdates(produced)
    const seq = await store.append(botId, update)
    await bus.publish({ kind: 'update', botId, seq, ...(update.byteLength <= INLINE_UPDATE_LIMIT && { update: Buffer.from(update).toString('base64') }) })
    return true
  }

  const roomFor = (botId: string): Promise<BotRoom | null> => {
    let opening = rooms.get(botId)
    if (!opening) {
      opening = openBotRoom(botId, store, bus, roomOptions).then((room) => {
        if (!room) rooms.delete(botId)
        else {
          let linger: NodeJS.Timeout | undefined
          room.onEmpty = () => {
            clearTimeout(linger)
            if (room.broken) return release(botId, room)
            linger = setTimeout(() => room.connections.size === 0 && release(botId, room), lingerMs)
          }
        }
        return room
      })
      opening.catch(() => rooms.delete(botId))
      rooms.set(botId, opening)
    }
    return opening
  }

  bus.subscribe(
    (message) => void rooms.get(message.botId)?.then((room) => room?.fromBus(message)).catch((error) => console.error('[collab]', error)),
    () => rooms.forEach((opening) => void opening.then((room) => room?.resync()).catch(() => {})),
  )

  // Roles are read at the handshake and then again every `accessCheckMs`: a socket outlives the
  // membership it was opened with otherwise.
  const recheckAccess = async () => {
    for (const opening of rooms.values()) {
      const room = await opening.catch(() => null)
      for (const connection of room?.connections ?? []) {
        const access = await currentAccess(db, connection.user.id, room!.botId).catch(() => undefined)
        if (access === null) connection.socket.close(CloseCode.gone, 'Your access to this bot was withdrawn')
        else if (access) connection.canWrite = access.canWrite
      }
    }
  }
  const accessTimer = setInterval(() => void recheckAccess().catch((error) => console.error('[collab]', error)), accessCheckMs)
  accessTimer.unref()

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const match = PATH.exec(new URL(request.url ?? '/', 'http://localhost').pathname)
    if (!match) return refuse(socket, { status: 404, body: { defined: false, code: 'NOT_FOUND', status: 404, message: 'No such socket', data: null } as CollabRefusal['body'] })
    const botId = decodeURIComponent(match[1])
    const ownOrigin = publicUrl ?? `http://${request.headers.host}`
    const access = await authorizeCollab(db, tokenKey, request, botId, ownOrigin)
    if ('status' in access) return refuse(socket, access)
    const room = await roomFor(botId)
    if (!room || closing) return refuse(socket, { status: 404, body: { defined: false, code: 'NOT_FOUND', status: 404, message: 'Bot not found', data: null } as CollabRefusal['body'] })
    wss.handleUpgrade(request, socket, head, (ws) => {
      const connection: CollabConnection = { socket: ws, ...access, awarenessIds: new Set() }
      ws.binaryType = 'nodebuffer'
      ws.on('message', (data: Buffer) => room.receive(connection, new Uint8Array(data.buffer, data.byteOffset, data.byteLength)))
      ws.on('close', () => room.detach(connection))
      ws.on('error', () => ws.terminate())
      room.attach(connection)
    })
  }

  const hub = {
    /** Serves the collab route on a listener (the builder's); it has no other WebSocket. */
    attach(server: Server) {
      server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        if (!hub.handleUpgrade(request, socket, head)) socket.destroy()
      })
    },

    /** Takes an upgrade request under `/api` (answering it, refused or not); false for any other path. */
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      if (!new URL(request.url ?? '/', 'http://localhost').pathname.startsWith('/api/')) return false
      upgrade(request, socket, head).catch((error) => {
        console.error('[collab]', error)
        refuse(socket, { status: 500, body: { defined: false, code: 'INTERNAL_SERVER_ERROR', status: 500, message: 'Internal server error', data: null } as CollabRefusal['body'] })
      })
      return true
    },

    /**
     * A REST write of a bot's document (PATCH, a restored version), merged into its shared
     * document so open editors show it. `before`: the row's document the write replaced (its
     * change is merged in); null: the document becomes `after`. A bot nobody opened live yet has
     * no shared document: it is made from the row when first opened.
     */
    async applyRestChange(botId: string, before: Partial<BotDocument> | null, after: Partial<BotDocument>, updatedAt: Date) {
      const open = await rooms.get(botId)
      if (open) return open.applyRest(before, after, updatedAt)
      const changed = await changeStored(botId, (doc) => {
        const reader = createBotDocReader(doc)
        applyBotChange(doc, before ?? reader.read(), after)
        reader.destroy()
      })
      if (changed) await store.markDocumentVersion(botId, updatedAt)
    },

    /**
     * A REST write of one canvas note (null: deleted), shown to the bot's open editors, in this
     * process or another. A bot no one edits live takes the table's notes in when its room opens.
     */
    async applyNoteChange(botId: string, noteId: string, note: CanvasNote | null, options: { created?: boolean } = {}) {
      const open = await rooms.get(botId)
      let live: CanvasNote | undefined
      if (open) live = open.applyNote(noteId, note, options)
      else await changeStored(botId, (doc) => void (live = applyRestNote(doc, noteId, note, options, 'rest')))
      // Created live meanwhile (in this process's room or another's): the row takes the live note.
      if (live) await store.writeNote(botId, live)
    },

    /** Before reading the bot row for publishing: every stored live edit is written into it. */
    async writeBack(botId: string) {
      const open = await rooms.get(botId)
      if (open) return void (await open.flush())
      if (!(await store.exists(botId))) return
      const state = await store.load(botId)
      if (!state) return
      await store.writeDocument(botId, createBotDocReader(storedDocument(state)).read())
    },

    store,
    /** Rooms open in this process (for tests and the benchmark). */
    rooms,

    async close() {
      clearInterval(accessTimer)
      closing = true
      for (const client of wss.clients) client.close(1012, 'service restarting')
      await Promise.allSettled([...rooms.values()].map((opening) => opening.then((room) => room?.close())))
      rooms.clear()
      await bus.close()
    },
  }
  return hub
}

export type CollabHub = ReturnType<typeof createCollabHub>
