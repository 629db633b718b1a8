import { IndexeddbPersistence } from 'y-indexeddb'
import { Awareness } from 'y-protocols/awareness'
import * as Y from 'yjs'
import { createBotDocReader } from '@/shared/collab/botDocReader'
import { orderedCollections, sharedBotDoc } from '@/shared/collab/botDocShape'
import { collabPath } from '@/shared/collab/collabMessages'
import { notesMapOf } from '@/shared/notes/notesInYjs'
import { createCollabProvider, type SocketLike } from './collabProvider'

/** Origin of the changes this editor makes (the undo history tracks only these). */
export const LOCAL_ORIGIN = 'local-edit'

export type CollabSessionOptions = {
  botId: string
  /** The builder API's base URL (`…/api`). */
  apiUrl: string
  /** For a service on another origin: sent as a WebSocket subprotocol (browsers cannot set headers). */
  token?: string | null
  /** Keep a copy on this device (IndexedDB) so edits made offline survive a reload. */
  persist?: boolean
  /** When the service's whole-document answers may be applied (see the provider's option). */
  whenQuiet?: (run: () => void) => void
}

/**
 * Everything live editing of one open bot needs: the shared document, the presence of the people
 * in it (`awareness`), the socket that keeps both in step, the copy on this device, and the undo
 * history of this editor's own changes.
 */
export function createCollabSession({ botId, apiUrl, token, persist = true, whenQuiet }: CollabSessionOptions) {
  const doc = new Y.Doc()
  const awareness = new Awareness(doc)
  let persistence: IndexeddbPersistence | null = null
  const localOrigins: unknown[] = []
  let started = false
  let destroyed = false
  let releasing: ReturnType<typeof setTimeout> | undefined
  const url = `${apiUrl.replace(/^http/, 'ws')}${collabPath(botId)}`
  const provider = createCollabProvider({
    doc,
    awareness,
    ignoreOrigins: localOrigins,
    whenQuiet,
    // The device copy stores the answer's bytes as they came, so Yjs need not encode them again for it.
    applyAnswer(update, origin) {
      if (!persistence) return Y.applyUpdate(doc, update, origin)
      doc.off('update', persistence._storeUpdate)
      try {
        Y.applyUpdate(doc, update, origin)
      } finally {
        doc.on('update', persistence._storeUpdate)
      }
      persistence._storeUpdate(update, origin)
    },
    createSocket: () => (token ? new WebSocket(url, ['bb-bearer', token]) : new WebSocket(url)) as unknown as SocketLike,
  })
  const shared = sharedBotDoc(doc)
  // Steps are cut by the editor's gesture marks (stopCapturing), never by time.
  const undoManager = new Y.UndoManager(
    // The canvas's notes too: undo covers them as it covers the flow.
    [...(['groups', 'blocks', 'edges', 'events', 'variables'] as const).map((name) => shared.items(name)), ...orderedCollections.map((name) => shared.order(name)), notesMapOf(doc)],
    { trackedOrigins: new Set([LOCAL_ORIGIN]), captureTimeout: 24 * 3600_000 },
  )
  const reader = createBotDocReader(doc)
  const session = {
    botId,
    doc,
    awareness,
    provider,
    undoManager,
    reader,
    /**
     * Opens the copy on this device, then connects (so edits kept there are sent along). Creating a
     * session has no effect outside it: only this does, so a render may build one and drop it.
     */
    start() {
      clearTimeout(releasing)
      if (started) return
      started = true
      if (persist && typeof indexedDB !== 'undefined') {
        persistence = new IndexeddbPersistence(`bb.collab.${botId}`, doc)
        localOrigins.push(persistence)
      }
      void (persistence ? persistence.whenSynced : Promise.resolve()).then(() => provider.connect())
    },
    /** Destroys the session unless it is started again at once (React's strict mode remounts). */
    releaseSoon() {
      clearTimeout(releasing)
      releasing = setTimeout(() => session.destroy(), 0)
    },
    destroy() {
      clearTimeout(releasing)
      if (destroyed) return
      destroyed = true
      provider.destroy()
      undoManager.destroy()
      reader.destroy()
      void persistence?.destroy()
      awareness.destroy()
      doc.destroy()
    },
  }
  return session
}

export type CollabSession = ReturnType<typeof createCollabSession>
