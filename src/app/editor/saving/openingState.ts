import type { Bot } from '@/shared/bot/bot'
import { jsonEqual } from '@/shared/jsonEqual'
import { toFlowDocument, type FlowDocument } from '../document/flowDocument'
import type { StoredDraft } from './draftStorage'

/**
 * What the editor opens with: the service's version, plus the edits a previous session left on
 * this device when they differ from it. Those edits keep the version they started from, so if the
 * service moved on meanwhile the next save is refused (409) and the user chooses: never a silent
 * overwrite, in either direction.
 */
export function openingState(bot: Bot, draft: StoredDraft | null): { server: { doc: FlowDocument; updatedAt: string }; pendingDoc?: FlowDocument } {
  const serverDoc = toFlowDocument(bot)
  if (!draft || jsonEqual(draft.doc, serverDoc)) return { server: { doc: serverDoc, updatedAt: bot.updatedAt } }
  return { server: { doc: serverDoc, updatedAt: draft.baseUpdatedAt }, pendingDoc: draft.doc }
}
