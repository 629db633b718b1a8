import { memo, useEffect, useRef, useState } from 'react'
import { NodeResizer, type NodeProps } from '@xyflow/react'
import { noteSizeBounds, type CanvasNote } from '@/shared/notes/botNote'
import { cx } from '@/app/ui/cx'
import { removeElements } from '../commands/groups/removeElements'
import { updateNote } from '../commands/notes/updateNote'
import type { NoteFlowNode } from '../canvas/flowMapping'
import { useEditorStore, useEditorStoreApi } from '../store/EditorStoreContext'
import { NoteMarkdown } from './NoteMarkdown'
import { NoteToolbar } from './NoteToolbar'
import { noteStyles } from './noteStyles'
import { useNoteKeyboard } from './useNoteKeyboard'

/** What assistive technology calls a note: its first line, shortened. */
export const noteLabel = (note: CanvasNote) => {
  // The first line as it reads, without its Markdown marks.
  const first = note.content.split('\n').find((line) => line.trim())?.replace(/^[#>*\-+\s]+/, '').replace(/[*_`]/g, '').trim()
  if (!first) return 'Empty note'
  return `Note: ${first.length > 60 ? `${first.slice(0, 57)}…` : first}`
}

/**
 * A sticky note on the canvas: Markdown shown as text (never as HTML), edited in place (double-click,
 * Enter or the pencil), coloured from the palette, resized by its handles (or Alt+arrows), dragged
 * like a group. Every change is an undo step of the editor; typing pauses make new steps.
 */
export const NoteNode = memo(function NoteNode({ id, data, selected }: NodeProps<NoteFlowNode>) {
  const { note } = data
  const store = useEditorStoreApi()
  const readOnly = useEditorStore((state) => state.env.readOnly)
  const [editing, setEditing] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const startEditing = () => !readOnly && setEditing(true)
  const keyboard = useNoteKeyboard(id, { onEdit: startEditing })
  const stopEditing = (refocus: boolean) => {
    setEditing(false)
    if (refocus) rootRef.current?.focus()
  }
  const change = (label: string, changes: Parameters<typeof updateNote>[1]['changes'], coalesceKey?: string) =>
    store.getState().commit(label, (doc) => updateNote(doc, { noteId: id, changes }), { coalesceKey })
  return (
    <div
      ref={rootRef}
      role="group"
      aria-label={noteLabel(note)}
      aria-roledescription="note"
      aria-keyshortcuts="Enter Delete ArrowUp ArrowDown ArrowLeft ArrowRight"
      data-testid="note"
      data-color={note.color}
      {...keyboard}
      onDoubleClick={startEditing}
      className={cx(
        'flex h-full w-full flex-col rounded-lg border p-3 text-zinc-900 shadow-md outline-none focus-visible:ring-4 focus-visible:ring-indigo-500/60 dark:text-zinc-100',
        noteStyles[note.color].card,
        selected && 'ring-2 ring-indigo-500/60',
      )}
      style={{ width: note.width, height: note.height }}
    >
      {!readOnly && (
        <NodeResizer
          isVisible={!!selected}
          minWidth={noteSizeBounds.minWidth}
          minHeight={noteSizeBounds.minHeight}
          maxWidth={noteSizeBounds.maxWidth}
          maxHeight={noteSizeBounds.maxHeight}
          color="#6366f1"
          onResizeStart={() => store.getState().beginGesture('Resize note')}
          onResize={(_event, size) =>
            store.getState().updateGesture((doc) => updateNote(doc, { noteId: id, changes: { width: size.width, height: size.height, graphCoordinates: { x: size.x, y: size.y } } }))
          }
          onResizeEnd={() => store.getState().endGesture()}
        />
      )}
      {selected && !readOnly && !editing && (
        <NoteToolbar
          color={note.color}
          onColor={(color) => change('Colour note', { color })}
          onEdit={startEditing}
          onDelete={() => {
            store.getState().commit('Delete note', (doc) => removeElements(doc, { noteIds: [id] }))
            store.getState().select({})
          }}
        />
      )}
      {editing ? (
        <NoteTextArea value={note.content} onChange={(content) => change('Edit note', { content }, `note-text:${id}`)} onDone={stopEditing} />
      ) : note.content.trim() ? (
        <div className="nowheel min-h-0 flex-1 overflow-auto">
          <NoteMarkdown markdown={note.content} />
        </div>
      ) : (
        <p className="text-sm text-zinc-600 italic dark:text-zinc-300">{readOnly ? 'Empty note' : 'Double-click to write (Markdown)'}</p>
      )}
    </div>
  )
})

function NoteTextArea({ value, onChange, onDone }: { value: string; onChange: (value: string) => void; onDone: (refocus: boolean) => void }) {
  const ref = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    const area = ref.current
    area?.focus()
    area?.setSelectionRange(area.value.length, area.value.length)
  }, [])
  return (
    <textarea
      ref={ref}
      aria-label="Note text (Markdown)"
      value={value}
      maxLength={10_000}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => onDone(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone(true)
      }}
      className="nodrag nowheel nopan min-h-0 w-full flex-1 resize-none rounded bg-white/60 p-1 font-mono text-sm text-zinc-900 outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:bg-black/30 dark:text-zinc-100"
    />
  )
}
