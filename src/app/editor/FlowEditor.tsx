import { useEffect, useState } from 'react'
import { ReactFlowProvider } from '@xyflow/react'
import type { Bot } from '@/shared/bot/bot'
import type { CanvasNote } from '@/shared/notes/botNote'
import { toast } from '@/app/ui/toastStore'
import { useActionRunner } from './actions/useActionRunner'
import { useEditorShortcuts } from './actions/useEditorShortcuts'
import { FlowCanvas } from './canvas/FlowCanvas'
import { FlowSummary } from './FlowSummary'
import { toCanvasNote, useNotesQuery } from './notes/api/notesQuery'
import { useNotesSync } from './notes/useNotesSync'
import { HeaderPresence } from './presence/HeaderPresence'
import { LivePresence } from './presence/LivePresence'
import { PreviewDrawer } from './preview/PreviewDrawer'
import { BlockContextMenu } from './debugger/BlockContextMenu'
import { usePreviewControls } from './preview/previewControls'
import { ConflictDialog } from './saving/ConflictDialog'
import { draftStorage } from './saving/draftStorage'
import { openingState } from './saving/openingState'
import { useAutoSave } from './saving/useAutoSave'
import { BlockSidePanel } from './settingsPanel/BlockSidePanel'
import { preloadBlockSettings } from './settingsPanel/lazyBlockSettings'
import { EventSidePanel } from './settingsPanel/EventSidePanel'
import { BlocksSidebar } from './sidebar/BlocksSidebar'
import { createEditorStore, type EditorStore } from './store/editorStore'
import { EditorStoreProvider, useEditorStore } from './store/EditorStoreContext'
import { EditorToolbar } from './toolbar/EditorToolbar'
import { useFillViewport } from './useFillViewport'
import { CollabSessionProvider } from './collab/CollabSessionContext'
import { useLiveEditing, type LiveMode } from './collab/useLiveEditing'
import { VariablesPanel } from './variables/VariablesPanel'

/** A fresh store for the bot, with the edits a previous session left on this device, and its notes. */
function openEditorStore(bot: Bot, canEdit: boolean, notes: readonly CanvasNote[]): EditorStore {
  const opening = openingState(bot, draftStorage.read(bot.id))
  if (opening.pendingDoc) toast.info('Unsaved changes from your last visit were restored.', { untilDismissed: true })
  return createEditorStore({ env: { botId: bot.id, workspaceId: bot.workspaceId, readOnly: !canEdit }, ...opening, notes })
}

/**
 * The flow editor of one bot (mount it with `key={bot.id}`: one store per open bot). It opens once
 * the canvas's notes are known; if they cannot be read, without them (nothing of theirs is lost).
 */
export function FlowEditor({ bot, canEdit }: { bot: Bot; canEdit: boolean }) {
  const notes = useNotesQuery(bot.id)
  if (notes.isPending) return null
  return <OpenFlowEditor bot={bot} canEdit={canEdit} notes={notes.data?.notes.map(toCanvasNote) ?? []} />
}

function OpenFlowEditor({ bot, canEdit, notes }: { bot: Bot; canEdit: boolean; notes: CanvasNote[] }) {
  const [store] = useState(() => openEditorStore(bot, canEdit, notes))
  const live = useLiveEditing(store)
  // Live, the shared document carries the notes (to everyone at once); on REST saving, the notes
  // routes do. While connecting, neither: notes written then are merged into the shared document
  // when it binds, as the flow's edits are (sent through both, the two writes of one note conflicted).
  useNotesSync(store, notes, { enabled: live.mode === 'rest' })
  return (
    <EditorStoreProvider store={store}>
      <CollabSessionProvider session={live.session}>
        <LivePresence>
          <ReactFlowProvider>
            <EditorLayout store={store} mode={live.mode} />
          </ReactFlowProvider>
          <HeaderPresence />
        </LivePresence>
      </CollabSessionProvider>
    </EditorStoreProvider>
  )
}

function EditorLayout({ store, mode }: { store: EditorStore; mode: LiveMode }) {
  // Connected editors merge their edits live: no REST saves, no conflict to choose.
  const queue = useAutoSave(store, mode === 'rest')
  const runner = useActionRunner()
  useEditorShortcuts(runner)
  const { ref, height } = useFillViewport<HTMLDivElement>()
  const sidePanel = useEditorStore((state) => state.sidePanel)
  const readOnly = useEditorStore((state) => state.env.readOnly)
  const botId = useEditorStore((state) => state.env.botId)
  const previewOpen = usePreviewControls((state) => state.isOpen)
  useEffect(() => preloadBlockSettings(store), [store])
  return (
    <div ref={ref} style={{ height }} className="relative -mx-4 -my-8 flex overflow-hidden border-t border-zinc-200 dark:border-zinc-800">
      <FlowSummary />
      {!readOnly && <BlocksSidebar />}
      {/* Clipped: the floating toolbars must not widen the editor past a phone's screen. */}
      <div className="relative min-w-0 flex-1 overflow-hidden">
        <FlowCanvas />
        <EditorToolbar runner={runner} queue={queue} />
      </div>
      {sidePanel?.kind === 'block' && <BlockSidePanel blockId={sidePanel.blockId} />}
      {sidePanel?.kind === 'event' && <EventSidePanel eventId={sidePanel.eventId} />}
      {sidePanel?.kind === 'variables' && <VariablesPanel />}
      {previewOpen && <PreviewDrawer botId={botId} />}
      {mode === 'rest' && <ConflictDialog queue={queue} />}
      <BlockContextMenu />
    </div>
  )
}
