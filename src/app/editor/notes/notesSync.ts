import { ORPCError } from '@orpc/client'
import type { BotNote, CanvasNote, NoteFields } from '@/shared/notes/botNote'
import type { EditorState, EditorStore } from '../store/editorStore'
import { notesDiff, type NoteOperation } from './notesDiff'

/** The note routes the sync calls (the app's API client has them; tests pass their own). */
export type NotesApi = {
  create: (input: { botId: string; note: CanvasNote }) => Promise<{ note: BotNote }>
  update: (input: { botId: string; noteId: string; note: Partial<NoteFields> }) => Promise<{ note: BotNote }>
  delete: (input: { botId: string; noteId: string }) => Promise<unknown>
}

export type NotesSyncOptions = {
  store: EditorStore
  api: NotesApi
  /** The notes the service had when the editor opened. */
  stored: readonly CanvasNote[]
  delayMs?: number
  /** After each confirmed change: the notes the service now has. */
  onStored?: (notes: CanvasNote[]) => void
  onError?: (error: unknown) => void
}

const statusOf = (error: unknown) => (error instanceof ORPCError ? error.status : undefined)

/**
 * Keeps the service's notes in step with the working copy's: shortly after a change (a gesture
 * once it ends), one request at a time, each note created, patched or deleted as the diff says.
 * Whatever happened to the working copy (an edit, an undo, a redo) is saved the same way. A note
 * someone else deleted meanwhile is created again; one that already exists is patched.
 */
export function createNotesSync({ store, api, stored: initial, delayMs = 400, onStored, onError }: NotesSyncOptions) {
  const { botId } = store.getState().env
  const stored = new Map(initial.map((note) => [note.id, note]))
  let timer: ReturnType<typeof setTimeout> | undefined
  let inFlight: Promise<void> | null = null
  let failed = false

  async function apply(operation: NoteOperation) {
    if (operation.kind === 'create') {
      try {
        await api.create({ botId, note: operation.note })
      } catch (error) {
        if (statusOf(error) !== 409) throw error
        await api.update({ botId, noteId: operation.note.id, note: fieldsOf(operation.note) })
      }
      stored.set(operation.note.id, operation.note)
    } else if (operation.kind === 'update') {
      const current = currentNote(operation.noteId)
      try {
        await api.update({ botId, noteId: operation.noteId, note: operation.changes })
      } catch (error) {
        if (statusOf(error) !== 404 || !current) throw error
        await api.create({ botId, note: current })
      }
      if (current) stored.set(operation.noteId, current)
    } else {
      try {
        await api.delete({ botId, noteId: operation.noteId })
      } catch (error) {
        if (statusOf(error) !== 404) throw error
      }
      stored.delete(operation.noteId)
    }
  }

  const currentNote = (id: string) => store.getState().doc.notes?.find((note) => note.id === id)

  async function send() {
    const operations = notesDiff(stored, store.getState().doc.notes ?? [])
    if (operations.length === 0) return
    try {
      for (const operation of operations) await apply(operation)
      failed = false
    } catch (error) {
      // Told once per run of failures; the next change (or flush) tries again.
      if (!failed) onError?.(error)
      failed = true
    } finally {
      onStored?.([...stored.values()])
    }
  }

  /** Sends what differs now, after the request under way. */
  async function flush(): Promise<void> {
    clearTimeout(timer)
    while (inFlight) await inFlight
    inFlight = send().finally(() => (inFlight = null))
    await inFlight
  }

  const onChange = (state: EditorState, previous: EditorState) => {
    const gestureEnded = previous.gesture && !state.gesture
    if (state.doc.notes === previous.doc.notes && !gestureEnded) return
    if (state.gesture) return
    clearTimeout(timer)
    timer = setTimeout(() => void flush(), delayMs)
  }

  return {
    flush,
    /** Whether the service has every note as the editor shows it. */
    isSynced: () => notesDiff(stored, store.getState().doc.notes ?? []).length === 0,
    start: () => {
      const unsubscribe = store.subscribe(onChange)
      return () => {
        unsubscribe()
        clearTimeout(timer)
      }
    },
  }
}

const fieldsOf = ({ id: _id, ...fields }: CanvasNote): NoteFields => fields

export type NotesSync = ReturnType<typeof createNotesSync>
