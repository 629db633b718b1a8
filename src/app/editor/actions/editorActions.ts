import type { LucideIcon } from 'lucide-react'
import { BoxSelect, ClipboardPaste, Copy, CopyPlus, Network, Redo2, Scissors, Trash2, Undo2 } from 'lucide-react'
import type { GraphCoordinates } from '@/shared/common'
import { toast } from '@/app/ui/toastStore'
import { autoArrange } from '../commands/groups/autoArrange'
import { copyFragment } from '../commands/fragment/copyFragment'
import { insertFragment } from '../commands/fragment/insertFragment'
import { remapFragment } from '../commands/fragment/remapFragment'
import { duplicateGroups } from '../commands/groups/duplicateGroups'
import { removeElements } from '../commands/groups/removeElements'
import type { FragmentClipboard } from '../clipboard/fragmentClipboard'
import type { EditorState, EditorStore } from '../store/editorStore'
import type { Shortcut } from './shortcuts'

/** What an action acts on: the selection, or the element whose menu was used. */
export type ActionTarget = { nodeIds: readonly string[]; edgeIds: readonly string[] }

export type ActionContext = {
  store: EditorStore
  target: ActionTarget
  clipboard: FragmentClipboard
  /** Where pasted groups go (flow coordinates): the pointer on the canvas, else the middle of the view. */
  pasteAt: () => GraphCoordinates
  /** Shows the whole flow (fit to view), where a canvas is there to show it. */
  fitView?: () => void
}

export type EditorAction = {
  id: ActionId
  label: string
  icon: LucideIcon
  shortcuts: Shortcut[]
  /** Changes the document: hidden from people who may only read. */
  edits: boolean
  isAvailable: (context: ActionContext) => boolean
  perform: (context: ActionContext) => void | Promise<void>
}

export type ActionId = 'undo' | 'redo' | 'cut' | 'copy' | 'paste' | 'duplicate' | 'delete' | 'selectAll' | 'autoArrange'

const groupIdsOf = (state: EditorState, target: ActionTarget) => {
  const ids = new Set(target.nodeIds)
  return state.doc.groups.filter((group) => ids.has(group.id)).map((group) => group.id)
}
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** Selects the groups an edit just added (they are appended at the end). */
const selectAdded = (store: EditorStore, before: number) =>
  store.getState().select({ nodeIds: store.getState().doc.groups.slice(before).map((group) => group.id) })

function copy({ store, target, clipboard }: ActionContext) {
  const groupIds = groupIdsOf(store.getState(), target)
  return clipboard.write(copyFragment(store.getState().doc, { groupIds }))
}

/**
 * Every command of the editor, once: its label, icon, shortcuts, when it applies and what it
 * does. The keyboard, the Edit menu and the group menus all read this list.
 */
export const editorActions: readonly EditorAction[] = [
  {
    id: 'undo', label: 'Undo', icon: Undo2, edits: true, shortcuts: [{ key: 'z', mod: true }],
    isAvailable: ({ store }) => store.getState().past.length > 0,
    perform: ({ store }) => store.getState().undo(),
  },
  {
    id: 'redo', label: 'Redo', icon: Redo2, edits: true, shortcuts: [{ key: 'z', mod: true, shift: true }, { key: 'y', mod: true }],
    isAvailable: ({ store }) => store.getState().future.length > 0,
    perform: ({ store }) => store.getState().redo(),
  },
  {
    id: 'cut', label: 'Cut', icon: Scissors, edits: true, shortcuts: [{ key: 'x', mod: true }],
    isAvailable: ({ store, target }) => groupIdsOf(store.getState(), target).length > 0,
    perform: (context) => {
      const groupIds = groupIdsOf(context.store.getState(), context.target)
      const written = copy(context)
      context.store.getState().commit('Cut', (doc) => removeElements(doc, { groupIds }))
      context.store.getState().select({})
      return written
    },
  },
  {
    id: 'copy', label: 'Copy', icon: Copy, edits: false, shortcuts: [{ key: 'c', mod: true }],
    isAvailable: ({ store, target }) => groupIdsOf(store.getState(), target).length > 0,
    perform: async (context) => {
      const count = groupIdsOf(context.store.getState(), context.target).length
      await copy(context)
      toast.info(`Copied ${plural(count, 'group')}`)
    },
  },
  {
    id: 'paste', label: 'Paste', icon: ClipboardPaste, edits: true, shortcuts: [{ key: 'v', mod: true }],
    isAvailable: () => true,
    perform: async ({ store, clipboard, pasteAt }) => {
      const fragment = await clipboard.read()
      if (!fragment?.groups.length) return toast.info('Nothing to paste: copy groups first.')
      const before = store.getState().doc.groups.length
      store.getState().commit('Paste', (doc) => insertFragment(doc, { fragment: remapFragment(fragment), at: pasteAt() }))
      selectAdded(store, before)
    },
  },
  {
    id: 'duplicate', label: 'Duplicate', icon: CopyPlus, edits: true, shortcuts: [{ key: 'd', mod: true }],
    isAvailable: ({ store, target }) => groupIdsOf(store.getState(), target).length > 0,
    perform: ({ store, target }) => {
      const before = store.getState().doc.groups.length
      store.getState().commit('Duplicate', (doc) => duplicateGroups(doc, { groupIds: groupIdsOf(store.getState(), target) }))
      selectAdded(store, before)
    },
  },
  {
    id: 'delete', label: 'Delete', icon: Trash2, edits: true, shortcuts: [{ key: 'Delete' }, { key: 'Backspace' }],
    isAvailable: ({ store, target }) => {
      const { doc } = store.getState()
      return (
        target.edgeIds.length > 0 ||
        groupIdsOf(store.getState(), target).length > 0 ||
        doc.events.some((event) => event.type !== 'start' && target.nodeIds.includes(event.id)) ||
        !!doc.notes?.some((note) => target.nodeIds.includes(note.id))
      )
    },
    perform: ({ store, target }) => {
      store.getState().commit('Delete', (doc) => removeElements(doc, { groupIds: target.nodeIds, eventIds: target.nodeIds, noteIds: target.nodeIds, edgeIds: target.edgeIds }))
      store.getState().select({})
    },
  },
  {
    id: 'selectAll', label: 'Select all', icon: BoxSelect, edits: false, shortcuts: [{ key: 'a', mod: true }],
    isAvailable: ({ store }) => store.getState().doc.groups.length > 0,
    perform: ({ store }) => store.getState().select({ nodeIds: store.getState().doc.groups.map((group) => group.id) }),
  },
  {
    id: 'autoArrange', label: 'Auto-arrange', icon: Network, edits: true, shortcuts: [{ key: 'l', mod: true, shift: true }],
    isAvailable: ({ store }) => store.getState().doc.groups.length > 0,
    perform: ({ store, fitView }) => {
      if (store.getState().commit('Auto-arrange', autoArrange)) fitView?.()
    },
  },
]

/** The action with this id. */
export const actionById = (id: ActionId): EditorAction => editorActions.find((action) => action.id === id)!
