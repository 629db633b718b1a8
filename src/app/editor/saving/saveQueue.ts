import { ORPCError } from '@orpc/client'
import type { Bot } from '@/shared/bot/bot'
import type { SavedVersion } from '@/shared/contract/bots'
import { isConflict, isNetworkError } from '@/app/api/apiErrors'
import { changedFields, flowOnly, type FlowDocument } from '../document/flowDocument'
import { hasUnsavedChanges } from '../store/saveSlice'
import type { EditorState, EditorStore } from '../store/editorStore'
import type { DraftStorage } from './draftStorage'
import { keepMine, loadTheirs, rebaseOrStop, type SaveApi } from './saveConflicts'

export type { SaveApi }

export type SaveQueueOptions = {
  store: EditorStore
  api: SaveApi
  storage: DraftStorage
  /** Quiet time after the last edit before saving. */
  delayMs?: number
  /** First wait before trying again when the service cannot be reached (doubles up to a minute). */
  retryMs?: number
  /**
   * Every version the service confirms, with the flow as the editor holds it (the same objects
   * as the working copy, so refreshing a cached copy of the bot compares only what changed).
   */
  onSaved?: (saved: SavedVersion | Bot, doc: FlowDocument) => void
  onError?: (error: unknown) => void
}

export type SaveQueue = ReturnType<typeof createSaveQueue>

const isUnavailable = (error: unknown) => isNetworkError(error) || (error instanceof ORPCError && error.status >= 500)

/**
 * Saves the working copy about a second after the last change: PATCH with the fields that differ
 * from the server copy and the `updatedAt` the edits started from, one request at a time. Pending
 * edits stay on the device until the service has them. A 409 stops saving until the user chooses
 * whose version wins (`loadTheirs` / `keepMine`): nothing is overwritten silently.
 */
export function createSaveQueue({ store, api, storage, delayMs = 1000, retryMs = 2000, onSaved, onError }: SaveQueueOptions) {
  const { botId } = store.getState().env
  let timer: ReturnType<typeof setTimeout> | undefined
  let inFlight: Promise<void> | null = null
  let retryDelay = retryMs
  // Starts not yet stopped: a remount starts again before the earlier stop has run.
  let running = 0

  const persist = () => {
    const state = store.getState()
    if (hasUnsavedChanges(state)) storage.write(botId, { doc: flowOnly(state.doc), baseUpdatedAt: state.server.updatedAt })
    else storage.clear(botId)
  }
  const schedule = (ms: number) => {
    clearTimeout(timer)
    timer = setTimeout(() => void save(), ms)
  }
  const conflicts = { store, api, storage, onSaved, resend: () => schedule(0), flush: () => flush() }

  async function send() {
    const state = store.getState()
    if (state.saveStatus === 'conflict' || !hasUnsavedChanges(state)) return
    // The bot's fields only: the notes are saved apart (useNotesSync).
    const sent = flowOnly(state.doc)
    const base = state.server
    // Written when the request leaves rather than at every edit: on a large bot that is a
    // megabyte of JSON, and the page-hide handler writes whatever is newer.
    persist()
    state.setSaveState({ saveStatus: 'saving' })
    try {
      const { bot } = await api.update({ botId, bot: { ...changedFields(base.doc, sent), updatedAt: base.updatedAt } })
      retryDelay = retryMs
      // What was sent is now the server copy (same objects, so the unsaved check stays a reference check).
      store.getState().setSaveState({ server: { doc: sent, updatedAt: bot.updatedAt } })
      store.getState().setSaveState({ saveStatus: hasUnsavedChanges(store.getState()) ? 'unsaved' : 'saved' })
      persist()
      onSaved?.(bot, sent)
    } catch (error) {
      if (isConflict(error)) return rebaseOrStop(conflicts, base)
      if (isUnavailable(error)) {
        store.getState().setSaveState({ saveStatus: 'offline' })
        schedule(retryDelay)
        retryDelay = Math.min(retryDelay * 2, 60_000)
        return
      }
      store.getState().setSaveState({ saveStatus: 'error' })
      onError?.(error)
    }
  }

  /** Saves now, or right after the save under way (one request at a time). */
  async function save(): Promise<void> {
    clearTimeout(timer)
    while (inFlight) await inFlight
    const status = store.getState().saveStatus
    if (status === 'conflict' || status === 'error' || !hasUnsavedChanges(store.getState())) return
    inFlight = send().finally(() => (inFlight = null))
    await inFlight
  }

  /** Saves until nothing is pending (edits made during a save go in the next one), or saving stops. */
  async function flush() {
    for (let round = 0; round < 5; round++) {
      await save()
      if (store.getState().saveStatus !== 'unsaved') return
    }
  }

  const onChange = (state: EditorState, previous: EditorState) => {
    const gestureEnded = previous.gesture && !state.gesture
    if (state.doc === previous.doc && !gestureEnded) return
    // A gesture is saved once, when it ends, not at every frame.
    if (state.gesture) return
    if (!hasUnsavedChanges(state)) {
      clearTimeout(timer)
      if (state.saveStatus === 'unsaved') state.setSaveState({ saveStatus: 'saved' })
      return persist()
    }
    // While blocked on a choice, nothing is sent: the device is the only place these edits are.
    if (state.saveStatus === 'conflict') return persist()
    if (state.saveStatus === 'saved' || state.saveStatus === 'error') state.setSaveState({ saveStatus: 'unsaved' })
    schedule(delayMs)
  }

  /** Tries again after an error the service gave (the edits were kept). */
  function retry() {
    if (store.getState().saveStatus === 'error') store.getState().setSaveState({ saveStatus: 'unsaved' })
    return flush()
  }

  return {
    /** Saves whatever is pending now: before publishing, when the page is hidden, on leaving. */
    flush,
    persist,
    loadTheirs: () => loadTheirs(conflicts),
    keepMine: () => keepMine(conflicts),
    retry,
    /** Starts following the working copy; returns the function that stops (and cancels a pending timer). */
    start: () => {
      running++
      // A listener of its own per start: the store keeps listeners in a set, so re-subscribing the
      // same function after a restart (React's strict mode) would be undone by the earlier stop.
      const unsubscribe = store.subscribe((state, previous) => onChange(state, previous))
      // Edits restored from an earlier visit are saved without waiting for a new one.
      if (hasUnsavedChanges(store.getState())) schedule(delayMs)
      return () => {
        unsubscribe()
        if (--running === 0) clearTimeout(timer)
      }
    },
  }
}
