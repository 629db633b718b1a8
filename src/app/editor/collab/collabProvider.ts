import * as decoding from 'lib0/decoding'
import * as awarenessProtocol from 'y-protocols/awareness'
import * as syncProtocol from 'y-protocols/sync'
import * as Y from 'yjs'
import { awarenessMessage, CloseCode, encodeMessage, MessageType, readSessionInfo, type CollabSessionInfo } from '@/shared/collab/collabMessages'

/** The part of a WebSocket the provider uses (the browser's, or `ws` in Node tests and benchmarks). */
export type SocketLike = {
  binaryType: string
  readyState: number
  send: (data: Uint8Array) => void
  close: (code?: number, reason?: string) => void
  onopen: ((event: unknown) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  onclose: ((event: { code: number; reason?: string }) => void) | null
  onerror: ((event: unknown) => void) | null
}

/**
 * `connecting`: no socket yet (or it dropped and a new one is being tried); `synced`: connected and
 * the document matches the service's; `offline`: the last attempt failed, trying again later.
 */
export type ConnectionStatus = 'connecting' | 'synced' | 'offline'

export type ProviderState = {
  status: ConnectionStatus
  /** Local changes the service has not confirmed storing yet. */
  unstored: number
  /** Whether a connection ever synced (false: the service may not speak this protocol). */
  everSynced: boolean
  session: CollabSessionInfo | null
  /** Why the service refused a write, when it did. */
  refused: string | null
}

export type CollabProviderOptions = {
  doc: Y.Doc
  awareness: awarenessProtocol.Awareness
  createSocket: () => SocketLike
  /** First wait before connecting again (doubles up to `maxRetryMs`). */
  retryMs?: number
  maxRetryMs?: number
  /** Origins of updates that are not new local changes (the IndexedDB copy loading). */
  ignoreOrigins?: unknown[]
  /**
   * Calls `run` when the first whole-document answer (sync step 2) may be applied: for a large bot
   * that holds the main thread for a moment, which the editor keeps out of a drag or a pan. Later
   * messages wait behind it. Answers after a reconnection (a diff, while the editor is bound and
   * its edits go straight into the document) are applied at once. Default: at once.
   */
  whenQuiet?: (run: () => void) => void
  /**
   * Applies a whole-document answer. The default is Yjs's; the editor's session applies it without
   * encoding it again for the device copy, which stores these bytes as they came.
   */
  applyAnswer?: (update: Uint8Array, origin: unknown) => void
}

const OPEN = 1

/**
 * Keeps a bot's Y.Doc and awareness in step with the service over one WebSocket (y-protocols sync
 * and awareness, as y-websocket frames them), reconnecting with back-off. It counts the local
 * updates sent until the service says they are stored, which is what "Saved" means.
 */
export function createCollabProvider({
  doc,
  awareness,
  createSocket,
  retryMs = 500,
  maxRetryMs = 10_000,
  ignoreOrigins = [],
  whenQuiet = (run) => run(),
  applyAnswer = (update, from) => Y.applyUpdate(doc, update, from),
}: CollabProviderOptions) {
  let socket: SocketLike | null = null
  /** Messages of the open socket not handled yet: they wait while an answer waits for a quiet moment. */
  let inbox: Uint8Array[] = []
  let waitingForQuiet = false
  /** While the first answer and what came behind it are applied: "synced" is said after all of them. */
  let drainingFirstAnswer = false
  /**
   * Whether this socket's service has our answer to its step 1: from then on a local change is sent
   * on its own (before, that answer carries it), even while the service's own answer is still due.
   */
  let answeredService = false
  let state: ProviderState = { status: 'connecting', unstored: 0, everSynced: false, session: null, refused: null }
  let awaitingAcks = 0
  let retry: ReturnType<typeof setTimeout> | undefined
  let delay = retryMs
  let stopped = false
  const listeners = new Set<(state: ProviderState) => void>()
  const origin = { provider: true }

  const set = (change: Partial<ProviderState>) => {
    state = { ...state, ...change }
    listeners.forEach((listener) => listener(state))
  }
  const send = (message: Uint8Array) => {
    if (socket?.readyState === OPEN) socket.send(message)
  }
  /** A write message the service will acknowledge once stored. */
  const sendWrite = (message: Uint8Array) => {
    if (socket?.readyState !== OPEN) return
    awaitingAcks++
    socket.send(message)
  }

  /** The service's answer is applied (with what came behind it, the first time): back to the first retry delay. */
  const markSynced = () => {
    if (state.status === 'synced') return
    delay = retryMs
    set({ status: 'synced', everSynced: true })
  }
  /** Sync step 2: the service's answer to our step 1, all of the document we lacked. */
  const isAnswer = (data: Uint8Array) => {
    const decoder = decoding.createDecoder(data)
    return decoding.readVarUint(decoder) === MessageType.sync && decoding.readVarUint(decoder) === syncProtocol.messageYjsSyncStep2
  }
  const receive = (data: Uint8Array) => {
    inbox.push(data)
    handleInbox()
  }
  const handleInbox = () => {
    while (inbox.length > 0 && !waitingForQuiet) {
      const data = inbox[0]
      if (!state.everSynced && isAnswer(data)) {
        const from = socket
        waitingForQuiet = true
        whenQuiet(() => {
          // The socket closed meanwhile: its messages went with it.
          if (socket !== from || !waitingForQuiet) return
          waitingForQuiet = false
          // The answer and all that came after it, then "synced": the editor binds to everything the
          // service has sent so far (a note another path created meanwhile is there, not a conflict).
          const held = inbox
          inbox = []
          drainingFirstAnswer = true
          try {
            held.forEach(onMessage)
          } finally {
            drainingFirstAnswer = false
          }
          markSynced()
        })
        return
      }
      inbox.shift()
      onMessage(data)
    }
  }
  /**
   * Our own listener would only ignore the answer, and while any 'update' listener is there Yjs
   * encodes the applied changes again for it (a third of a large first sync's work).
   */
  const applyAnswerQuietly = (update: Uint8Array) => {
    doc.off('update', onUpdate)
    try {
      applyAnswer(update, origin)
    } finally {
      doc.on('update', onUpdate)
    }
  }

  const onMessage = (data: Uint8Array) => {
    const decoder = decoding.createDecoder(data)
    const type = decoding.readVarUint(decoder)
    if (type === MessageType.sync) {
      const syncType = decoding.readVarUint(decoder)
      if (syncType === syncProtocol.messageYjsSyncStep1) {
        // Our answer to the service's step 1 carries what it lacks: a write like any other.
        sendWrite(encodeMessage(MessageType.sync, (e) => syncProtocol.writeSyncStep2(e, doc, decoding.readVarUint8Array(decoder))))
        answeredService = true
      } else if (syncType === syncProtocol.messageYjsSyncStep2) {
        applyAnswerQuietly(decoding.readVarUint8Array(decoder))
      } else if (syncType === syncProtocol.messageYjsUpdate) {
        Y.applyUpdate(doc, decoding.readVarUint8Array(decoder), origin)
      }
      if (syncType === syncProtocol.messageYjsSyncStep2 && !drainingFirstAnswer) markSynced()
    } else if (type === MessageType.awareness) {
      awarenessProtocol.applyAwarenessUpdate(awareness, decoding.readVarUint8Array(decoder), origin)
    } else if (type === MessageType.stored) {
      awaitingAcks = Math.max(0, awaitingAcks - decoding.readVarUint(decoder))
      if (awaitingAcks === 0 && state.status === 'synced' && state.unstored > 0) set({ unstored: 0 })
    } else if (type === MessageType.refused) {
      set({ refused: decoding.readVarString(decoder) })
    } else if (type === MessageType.session) {
      set({ session: readSessionInfo(decoder) })
    }
  }

  const connect = () => {
    clearTimeout(retry)
    if (stopped || socket) return
    const next = createSocket()
    socket = next
    next.binaryType = 'arraybuffer'
    set({ status: 'connecting' })
    next.onopen = () => {
      send(encodeMessage(MessageType.sync, (e) => syncProtocol.writeSyncStep1(e, doc)))
      if (awareness.getLocalState() !== null) send(awarenessMessage(awarenessProtocol.encodeAwarenessUpdate(awareness, [doc.clientID])))
    }
    next.onmessage = (event) => {
      const data = event.data
      receive(data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data as Uint8Array))
    }
    next.onclose = (event) => {
      if (socket !== next) return
      socket = null
      awaitingAcks = 0
      answeredService = false
      inbox = []
      waitingForQuiet = false
      // Everyone else's presence is unknown until we are back.
      awarenessProtocol.removeAwarenessStates(awareness, [...awareness.getStates().keys()].filter((id) => id !== doc.clientID), origin)
      if (stopped) return
      set({ status: 'offline' })
      // Sending our document again would only be refused again: the editor must start over.
      if (event.code === CloseCode.refused) return
      const wait = event.code === CloseCode.reload ? 0 : delay
      delay = Math.min(delay * 2, maxRetryMs)
      retry = setTimeout(connect, wait)
    }
    next.onerror = () => {}
  }

  const onUpdate = (update: Uint8Array, from: unknown) => {
    if (from === origin) return
    if (!ignoreOrigins.includes(from)) set({ unstored: state.unstored + 1 })
    if (answeredService) sendWrite(encodeMessage(MessageType.sync, (e) => syncProtocol.writeUpdate(e, update)))
  }
  const onAwareness = ({ added, updated, removed }: Record<'added' | 'updated' | 'removed', number[]>, from: unknown) => {
    if (from === origin) return
    send(awarenessMessage(awarenessProtocol.encodeAwarenessUpdate(awareness, [...added, ...updated, ...removed])))
  }
  doc.on('update', onUpdate)
  awareness.on('update', onAwareness)

  return {
    get state() {
      return state
    },
    subscribe(listener: (state: ProviderState) => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    connect,
    /** Drops the connection (the browser went offline); `connect` brings it back. */
    disconnect() {
      socket?.close(1000, 'offline')
    },
    /** Connects now rather than at the next retry (the browser is back online). */
    reconnectNow() {
      delay = retryMs
      if (!socket) connect()
    },
    destroy() {
      stopped = true
      clearTimeout(retry)
      doc.off('update', onUpdate)
      awareness.off('update', onAwareness)
      awarenessProtocol.removeAwarenessStates(awareness, [doc.clientID], 'local')
      socket?.close(1000, 'closed')
      socket = null
    },
  }
}

export type CollabProvider = ReturnType<typeof createCollabProvider>
