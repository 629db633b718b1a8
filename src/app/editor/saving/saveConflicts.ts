import type { Bot } from '@/shared/bot/bot'
import type { SavedVersion } from '@/shared/contract/bots'
import { jsonEqual } from '@/shared/jsonEqual'
import { flowOnly, toFlowDocument, type FlowDocument } from '../document/flowDocument'
import type { EditorState, EditorStore } from '../store/editorStore'
import type { DraftStorage } from './draftStorage'

/** The two calls saving needs (the app's API client has them; tests may pass a wrapped one). */
export type SaveApi = {
  update: (input: { botId: string; bot: Partial<FlowDocument> & { updatedAt: string } }) => Promise<{ bot: SavedVersion }>
  get: (input: { botId: string }) => Promise<{ bot: Bot }>
}

type ConflictContext = {
  store: EditorStore
  api: SaveApi
  storage: DraftStorage
  /** Sends the pending edits (soon, or at once and until done). */
  resend: () => void
  flush: () => Promise<void>
  onSaved?: (saved: SavedVersion | Bot, doc: FlowDocument) => void
}

const latestOf = (context: ConflictContext) => context.api.get({ botId: context.store.getState().env.botId }).then(({ bot }) => bot)

/**
 * After a 409, two cases need no choice. The newer version already holds this very flow (the
 * same edits saved by an earlier editor of this bot, left a moment ago): it is adopted as saved.
 * Its flow is the one the edits started from (only the name or the theme changed): nothing of it
 * would be overwritten, so the edits move onto it and are sent again. Otherwise saving stops
 * until the user chooses.
 */
export async function rebaseOrStop(context: ConflictContext, base: EditorState['server']) {
  const latest = await latestOf(context).catch(() => null)
  const state = context.store.getState()
  const latestDoc = latest && toFlowDocument(latest)
  if (latest && jsonEqual(latestDoc, flowOnly(state.doc))) {
    state.setSaveState({ server: { doc: flowOnly(state.doc), updatedAt: latest.updatedAt }, saveStatus: 'saved' })
    return context.storage.clear(latest.id)
  }
  if (latest && jsonEqual(latestDoc, base.doc)) {
    state.setSaveState({ server: { doc: base.doc, updatedAt: latest.updatedAt }, saveStatus: 'unsaved' })
    return context.resend()
  }
  state.setSaveState({ saveStatus: 'conflict' })
}

/** The user's choice: load the latest version in place of the working copy (history cleared). */
export async function loadTheirs(context: ConflictContext) {
  const bot = await latestOf(context)
  const doc = toFlowDocument(bot)
  context.store.getState().adopt({ doc, updatedAt: bot.updatedAt })
  context.storage.clear(bot.id)
  context.onSaved?.(bot, doc)
}

/** The user's choice: keep the working copy and save it over the latest version. */
export async function keepMine(context: ConflictContext) {
  const bot = await latestOf(context)
  context.store.getState().setSaveState({ server: { doc: toFlowDocument(bot), updatedAt: bot.updatedAt }, saveStatus: 'unsaved' })
  await context.flush()
}
