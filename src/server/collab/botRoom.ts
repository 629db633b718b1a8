import type { WebSocket } from 'ws'
import * as Y from 'yjs'
import * as awarenessProtocol from 'y-protocols/awareness'
import * as syncProtocol from 'y-protocols/sync'
import * as decoding from 'lib0/decoding'
import * as encoding from 'lib0/encoding'
import type { BotDocument } from '../../shared/bot/bot'
import { applyBotChange } from '../../shared/collab/applyBotChange'
import { createBotDocReader } from '../../shared/collab/botDocReader'
import { awarenessMessage, CloseCode, encodeMessage, MessageType, refusedMessage, sessionMessage, storedMessage } from '../../shared/collab/collabMessages'
import { INLINE_UPDATE_LIMIT, type BusMessage, type CollabBus } from './collabBus'
import { storedDocument, type CollabStore } from './collabStore'
import { createDocumentValidator } from './documentValidation'
import type { CanvasNote } from '../../shared/notes/botNote'
import { readNotes, writeNotes } from '../../shared/notes/notesInYjs'

/** One editor's socket, with who they are (from their token) and whether they may write. */
export type CollabConnection = { socket: WebSocket; user: { id: string; name: string }; canWrite: boolean; awarenessIds: Set<number> }

/** Origins of changes to the room's document that are not a connection. */
const REMOTE = 'remote'
const REST = 'rest'

export type RoomOptions = {
  /** Quiet time before the bot row is written back, and the longest an edit waits for it. */
  writeBackMs?: number
  writeBackMaxMs?: number
  /** Log entries after which the log is merged into the snapshot. */
  compactEvery?: number
  onError?: (error: unknown) => void
}

const send = (connection: CollabConnection, message: Uint8Array) => {
  if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(message)
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'))

/**
 * A bot open for live editing in this process: its shared document, the presence of the people
 * in it, and their sockets. Edits go to the other sockets at once, then into the update log, then
 * (within a second) into the bot row; other processes hear of them through the bus.
 */
/**
 * One note written through REST (null: deleted) into a shared document; the others, maybe edited
 * live meanwhile, stay as they are. A note created through REST that the document holds already was
 * created live: an editor's save sent just before its live session took over, carrying what the
 * note was then. That live note is kept and returned, for the caller to write over the row.
 */
export function applyRestNote(doc: Y.Doc, noteId: string, note: CanvasNote | null, { created = false }: { created?: boolean }, origin: unknown) {
  const current = readNotes(doc).filter((candidate) => candidate.id === noteId)
  if (created && current.length > 0) return current[0]
  writeNotes(doc, current, note ? [note] : [], origin)
  return undefined
}

export async function openBotRoom(botId: string, store: CollabStore, bus: CollabBus, options: RoomOptions = {}) {
  const { writeBackMs = 200, writeBackMaxMs = 700, compactEvery = 500, onError = (error) => console.error('[collab]', error) } = options
  const state = await store.load(botId)
  if (!state) return null
  const doc = storedDocument(state)
  const reader = createBotDocReader(doc)
  const validator = createDocumentValidator()
  validator.trust(reader.read())
  const awareness = new awarenessProtocol.Awareness(doc)
  // The server itself is nobody: it only relays presence.
  awareness.setLocalState(null)
  const connections = new Set<CollabConnection>()
  let persisting: Promise<unknown> = Promise.resolve()
  let appended = 0
  let writeTimer: NodeJS.Timeout | undefined
  let firstPendingAt = 0
  let broken = false
  let resetDone = false
  /** The notes as last written to their table, to skip writing them when unchanged. */
  let notesStored = ''

  const broadcast = (message: Uint8Array, except?: unknown) => {
    for (const connection of connections) if (connection !== except) send(connection, message)
  }
  /** Runs after every append queued so far (and keeps the queue alive when one fails). */
  const queue = <T>(work: () => Promise<T>) => {
    const next = persisting.then(work)
    persisting = next.catch(() => {})
    return next
  }

  const writeBack = () =>
    queue(async () => {
      clearTimeout(writeTimer)
      writeTimer = undefined
      firstPendingAt = 0
      const document = reader.read()
      // Notes are not the bot's: they go to their own table whatever the rest holds (when they changed).
      const notes = JSON.stringify(readNotes(doc))
      if (notes !== notesStored) {
        await store.writeNotes(botId, doc)
        notesStored = notes
      }
      if (validator.check(document)) return
      await store.writeDocument(botId, document)
    }).catch(onError)

  const scheduleWriteBack = () => {
    const now = Date.now()
    if (!firstPendingAt) firstPendingAt = now
    clearTimeout(writeTimer)
    writeTimer = setTimeout(() => void writeBack(), Math.max(0, Math.min(writeBackMs, firstPendingAt + writeBackMaxMs - now)))
  }

  /** Something went wrong between memory and the database: everyone reconnects to a fresh room. */
  const reset = (reason: string, offender?: CollabConnection) => {
    if (resetDone) return
    resetDone = true
    broken = true
    for (const connection of connections) connection.socket.close(connection === offender ? CloseCode.refused : CloseCode.reload, reason.slice(0, 120))
    room.onEmpty?.()
  }

  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (broken) return
    broadcast(encodeMessage(MessageType.sync, (e) => syncProtocol.writeUpdate(e, update)), origin)
    scheduleWriteBack()
    if (origin === REMOTE) return
    queue(async () => {
      const seq = await store.append(botId, update)
      appended++
      await bus.publish({ kind: 'update', botId, seq, ...(update.byteLength <= INLINE_UPDATE_LIMIT && { update: base64(update) }) })
      if (appended % compactEvery === 0) await store.compact(botId)
    }).catch((error) => {
      onError(error)
      reset('the update could not be stored')
    })
  })

  awareness.on('update', ({ added, updated, removed }: Record<'added' | 'updated' | 'removed', number[]>, origin: unknown) => {
    const changed = [...added, ...updated, ...removed]
    const connection = [...connections].find((c) => c === origin)
    if (connection) {
      for (const id of [...added, ...updated]) connection.awarenessIds.add(id)
      for (const id of removed) connection.awarenessIds.delete(id)
    }
    const update = awarenessProtocol.encodeAwarenessUpdate(awareness, changed)
    broadcast(awarenessMessage(update))
    if (origin !== REMOTE) void bus.publish({ kind: 'awareness', botId, update: base64(update) }).catch(() => {})
  })

  /** Applies a client's update, refusing it (and everything with it) when it breaks the bot. */
  const applyClientUpdate = (connection: CollabConnection, update: Uint8Array) => {
    let problem: string | null = null
    const check = () => {
      problem = validator.check(reader.read())
      // Nothing of a refused update may leave this process: the room is reset below.
      if (problem) broken = true
    }
    doc.once('afterTransaction', check)
    try {
      Y.applyUpdate(doc, update, connection)
    } finally {
      doc.off('afterTransaction', check)
    }
    return problem
  }

  const onSync = (connection: CollabConnection, decoder: decoding.Decoder) => {
    const type = decoding.readVarUint(decoder)
    if (type === syncProtocol.messageYjsSyncStep1) {
      const reply = encoding.createEncoder()
      encoding.writeVarUint(reply, MessageType.sync)
      syncProtocol.writeSyncStep2(reply, doc, decoding.readVarUint8Array(decoder))
      return send(connection, encoding.toUint8Array(reply))
    }
    if (type !== syncProtocol.messageYjsSyncStep2 && type !== syncProtocol.messageYjsUpdate) return
    const update = decoding.readVarUint8Array(decoder)
    const { structs, ds } = Y.decodeUpdate(update)
    const writes = structs.length > 0 || ds.clients.size > 0
    if (writes && !connection.canWrite) return send(connection, refusedMessage('Your role in this workspace cannot change this bot'))
    if (writes) {
      const problem = applyClientUpdate(connection, update)
      if (problem) {
        onError(new Error(`refused an update of bot ${botId} from ${connection.user.id}: ${problem}`))
        send(connection, refusedMessage(`Invalid ${problem}`))
        return reset('an invalid update was refused', connection)
      }
    }
    // Acknowledged once stored with everything before it ("saved" on the editor's side).
    void queue(async () => send(connection, storedMessage(1)))
  }

  const onAwareness = (connection: CollabConnection, decoder: decoding.Decoder) => {
    // Who someone is comes from their token, whatever their client says.
    const update = awarenessProtocol.modifyAwarenessUpdate(decoding.readVarUint8Array(decoder), (state) =>
      state ? { ...state, user: { ...(typeof state.user === 'object' ? state.user : {}), id: connection.user.id, name: connection.user.name } } : state,
    )
    awarenessProtocol.applyAwarenessUpdate(awareness, update, connection)
  }

  const room = {
    botId,
    doc,
    awareness,
    connections,
    /** Set by the hub: called when the last socket leaves or the room breaks. */
    onEmpty: undefined as (() => void) | undefined,
    get broken() {
      return broken
    },
    attach(connection: CollabConnection) {
      connections.add(connection)
      send(connection, sessionMessage({ userId: connection.user.id, name: connection.user.name, canWrite: connection.canWrite }))
      send(connection, encodeMessage(MessageType.sync, (e) => syncProtocol.writeSyncStep1(e, doc)))
      const others = [...awareness.getStates().keys()]
      if (others.length) send(connection, awarenessMessage(awarenessProtocol.encodeAwarenessUpdate(awareness, others)))
    },
    receive(connection: CollabConnection, data: Uint8Array) {
      if (broken) return
      try {
        const decoder = decoding.createDecoder(data)
        const type = decoding.readVarUint(decoder)
        if (type === MessageType.sync) onSync(connection, decoder)
        else if (type === MessageType.awareness) onAwareness(connection, decoder)
      } catch (error) {
        onError(error)
        connection.socket.close(1003, 'unreadable message')
      }
    },
    detach(connection: CollabConnection) {
      connections.delete(connection)
      awarenessProtocol.removeAwarenessStates(awareness, [...connection.awarenessIds], null)
      if (connections.size === 0) room.onEmpty?.()
    },
    /** A message of another process about this bot. */
    async fromBus(message: BusMessage) {
      if (message.kind === 'awareness') return awarenessProtocol.applyAwarenessUpdate(awareness, fromBase64(message.update), REMOTE)
      const update = message.update ? fromBase64(message.update) : await store.update(message.seq)
      if (update) Y.applyUpdate(doc, update, REMOTE)
      else await room.resync()
    },
    /** Reads the whole stored state again (after missed messages); applying known updates is a no-op. */
    async resync() {
      const latest = await store.load(botId)
      if (latest) doc.transact(() => latest.updates.forEach((update) => Y.applyUpdate(doc, update)), REMOTE)
    },
    /**
     * A write through the REST API: with `before`, the change it made is merged in (edits made live
     * meanwhile to other fields stay); without, the document becomes `after` (a restored version).
     */
    async applyRest(before: Partial<BotDocument> | null, after: Partial<BotDocument>, updatedAt: Date) {
      applyBotChange(doc, before ?? reader.read(), after, REST)
      await queue(() => store.markDocumentVersion(botId, updatedAt))
    },
    /** The document takes these notes in (as a diff): the table's, when the room opens. */
    async applyNotes(notes: CanvasNote[]) {
      writeNotes(doc, readNotes(doc), notes, REST)
    },
    /** One note written through REST (applyRestNote); the live note kept instead, if any. */
    applyNote: (noteId: string, note: CanvasNote | null, options: { created?: boolean } = {}) => applyRestNote(doc, noteId, note, options, REST),
    /** Writes the bot row now (before publishing) and waits for every pending store. */
    flush: () => writeBack(),
    /** Stores what is pending, compacts the log and lets go of the document. */
    async close() {
      await writeBack()
      await queue(() => store.compact(botId)).catch(onError)
      reader.destroy()
      awareness.destroy()
      doc.destroy()
    },
    read: () => reader.read(),
  }

  // The bot row changed without the shared document (a write path that does not go through it, or
  // a crash between the two): the row is the source, so its content is taken in.
  const row = await store.documentOf(botId)
  if (row && row.updatedAt.getTime() > state.documentUpdatedAt.getTime()) {
    const { updatedAt, ...document } = row
    await room.applyRest(null, document, updatedAt)
  }
  // The notes table is their source between live sessions (REST writes go there only).
  await room.applyNotes(await store.notesOf(botId))
  return room
}

export type BotRoom = NonNullable<Awaited<ReturnType<typeof openBotRoom>>>
