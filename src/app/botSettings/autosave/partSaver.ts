import { ORPCError } from '@orpc/client'
import { createStore } from 'zustand/vanilla'
import type { Bot } from '@/shared/bot/bot'
import { errorMessage, isConflict, isNetworkError } from '@/app/api/apiErrors'
import { issuesFromError } from './fieldIssues'
import { openingState } from './openingState'
import type { PartDraftStorage } from './partDraftStorage'
import { changedFields, sameFields, type PartApi, type PartDefinition, type PartSaverState, type PartValue } from './partTypes'

export type { PartApi, PartDefinition, PartSaveStatus, PartSaverState, PartValue } from './partTypes'

export type PartSaverOptions<P extends PartValue> = {
  bot: Bot
  definition: PartDefinition<P>
  api: PartApi
  storage: PartDraftStorage<P>
  /** Read only: edits from an earlier visit are not picked up, nothing is saved. */
  readOnly?: boolean
  delayMs?: number
  /** First wait before trying again when the service cannot be reached (doubles up to a minute). */
  retryMs?: number
  onSaved?: (bot: Bot) => void
  onError?: (error: unknown) => void
}

export type PartSaver<P extends PartValue> = ReturnType<typeof createPartSaver<P>>

// A 409 that names a field is a taken unique value, not a newer version.
const isStale = (error: unknown) => isConflict(error) && !(error as ORPCError<string, { field?: string }>).data?.field
const isUnavailable = (error: unknown) => isNetworkError(error) || (error instanceof ORPCError && error.status >= 500)

/**
 * The working copy of one part of a bot and its saving, like the flow editor's: a PATCH with the
 * changed fields and the `updatedAt` the edits started from, about a second after the last edit,
 * one request at a time. Pending edits stay on the device until the service has them; a 409 stops
 * saving until the user chooses whose version wins.
 */
export function createPartSaver<P extends PartValue>(options: PartSaverOptions<P>) {
  const { bot, definition, api, storage, readOnly, delayMs = 1000, retryMs = 2000, onSaved, onError } = options
  const botId = bot.id
  const store = createStore<PartSaverState<P>>()(() => openingState(bot, definition, readOnly ? null : storage.read(botId)))
  let timer: ReturnType<typeof setTimeout> | undefined
  let inFlight: Promise<void> | null = null
  let retryDelay = retryMs
  // Starts not yet stopped: React's strict mode starts again before the earlier stop has run.
  let running = 0

  const get = () => store.getState()
  const hasChanges = (state: PartSaverState<P> = get()) => !sameFields(state.value, state.server.value)
  const persist = () => {
    const state = get()
    if (hasChanges(state)) storage.write(botId, { value: state.value, baseUpdatedAt: state.server.updatedAt })
    else storage.clear(botId)
  }
  const schedule = (ms: number) => {
    clearTimeout(timer)
    timer = setTimeout(() => void save(), ms)
  }

  async function send() {
    const state = get()
    if (state.status === 'conflict' || !hasChanges(state)) return
    const issues = definition.validate(state.value)
    if (issues.length > 0) return store.setState({ status: 'invalid', issues, errorMessage: null })
    const sent = state.value
    const base = state.server
    store.setState({ status: 'saving' })
    try {
      const reply = await api.update({ botId, bot: { ...changedFields(base.value, sent), updatedAt: base.updatedAt } })
      retryDelay = retryMs
      // What was sent is now the server copy, so edits made during the save stay pending.
      store.setState({ server: { value: sent, updatedAt: reply.bot.updatedAt }, issues: [], errorMessage: null })
      store.setState({ status: hasChanges() ? 'unsaved' : 'saved' })
      if (hasChanges()) schedule(delayMs)
      persist()
      onSaved?.(reply.bot)
    } catch (error) {
      if (isStale(error)) return store.setState({ status: 'conflict' })
      if (isUnavailable(error)) {
        store.setState({ status: 'offline' })
        schedule(retryDelay)
        retryDelay = Math.min(retryDelay * 2, 60_000)
        return
      }
      store.setState({ status: 'error', issues: issuesFromError(error), errorMessage: errorMessage(error) })
      onError?.(error)
    }
  }

  /** Saves now, or right after the save under way. */
  async function save(): Promise<void> {
    clearTimeout(timer)
    while (inFlight) await inFlight
    const { status } = get()
    if (readOnly || status === 'conflict' || status === 'error' || status === 'invalid' || !hasChanges()) return
    inFlight = send().finally(() => (inFlight = null))
    await inFlight
  }

  /** Saves until nothing is pending (edits made during a save go in the next one), or saving stops. */
  async function flush() {
    for (let round = 0; round < 5; round++) {
      await save()
      if (get().status !== 'unsaved') return
    }
  }

  /** Applies an edit to the working copy; saving follows a delay after the last one. */
  function edit(change: (value: P) => P) {
    const state = get()
    const value = change(state.value)
    if (readOnly || value === state.value) return
    store.setState({ value })
    persist()
    if (!hasChanges()) {
      clearTimeout(timer)
      if (state.status !== 'saving' && state.status !== 'conflict') store.setState({ status: 'saved', issues: [], errorMessage: null })
      return
    }
    // A new edit is a new attempt: it may be the fix of what was refused.
    if (state.status === 'saved' || state.status === 'error' || state.status === 'invalid') store.setState({ status: 'unsaved', issues: [], errorMessage: null })
    if (state.status !== 'conflict') schedule(delayMs)
  }

  /** Takes the latest version of the service in place of the working copy. */
  async function loadTheirs() {
    const reply = await api.get({ botId })
    const value = definition.pick(reply.bot)
    store.setState({ value, server: { value, updatedAt: reply.bot.updatedAt }, status: 'saved', issues: [], errorMessage: null })
    storage.clear(botId)
    onSaved?.(reply.bot)
  }

  /** Keeps the working copy and saves it over the latest version of the service. */
  async function keepMine() {
    const reply = await api.get({ botId })
    store.setState({ server: { value: definition.pick(reply.bot), updatedAt: reply.bot.updatedAt }, status: 'unsaved' })
    await flush()
  }

  /** Tries again after a refusal (the edits were kept). */
  function retry() {
    const { status } = get()
    if (status === 'error' || status === 'invalid') store.setState({ status: 'unsaved' })
    return flush()
  }

  /**
   * A newer version of the bot reached the app (a rename in the header, a refetch): the same part
   * only moves the version stamp on; a different one is adopted while nothing is pending, and
   * otherwise left for the next save to meet as a conflict.
   */
  function followServer(next: Bot) {
    const state = get()
    if (new Date(next.updatedAt) <= new Date(state.server.updatedAt)) return
    const value = definition.pick(next)
    if (sameFields(value, state.server.value)) store.setState({ server: { value: state.server.value, updatedAt: next.updatedAt } })
    else if (!hasChanges(state) && state.status === 'saved') store.setState({ value, server: { value, updatedAt: next.updatedAt } })
    persist()
  }

  return {
    store,
    edit,
    flush,
    persist,
    loadTheirs,
    keepMine,
    retry,
    followServer,
    /** Starts saving (edits restored from an earlier visit at once); returns the function that stops. */
    start: () => {
      running++
      if (!readOnly && hasChanges()) schedule(delayMs)
      return () => {
        if (--running === 0) clearTimeout(timer)
      }
    },
  }
}
