import { useState } from 'react'
import { renameGroup } from '../../commands/groups/renameGroup'
import { useEditorStoreApi } from '../../store/EditorStoreContext'

type GroupTitleProps = { groupId: string; title: string; readOnly: boolean; editing: boolean; onEditingChange: (editing: boolean) => void }

/** The group's title: double-click (or Rename in its menu) to edit; Enter or leaving saves, Esc cancels. */
export function GroupTitle({ groupId, title, readOnly, editing, onEditingChange }: GroupTitleProps) {
  if (editing && !readOnly) return <TitleInput groupId={groupId} initial={title} onDone={() => onEditingChange(false)} />
  return (
    <h3
      className="min-w-0 flex-1 truncate px-1.5 text-sm font-semibold text-zinc-900 dark:text-zinc-50"
      title={readOnly ? title : `${title} (double-click to rename)`}
      onDoubleClick={() => !readOnly && onEditingChange(true)}
    >
      {title}
    </h3>
  )
}

function TitleInput({ groupId, initial, onDone }: { groupId: string; initial: string; onDone: () => void }) {
  const store = useEditorStoreApi()
  const [draft, setDraft] = useState(initial)
  const save = () => {
    onDone()
    store.getState().commit('Rename group', (doc) => renameGroup(doc, { groupId, title: draft }))
  }
  return (
    <input
      aria-label="Group title"
      autoFocus
      value={draft}
      maxLength={200}
      onChange={(event) => setDraft(event.target.value)}
      onFocus={(event) => event.target.select()}
      onBlur={save}
      onKeyDown={(event) => {
        event.stopPropagation()
        if (event.key === 'Enter') save()
        if (event.key === 'Escape') onDone()
      }}
      className="nodrag min-w-0 flex-1 rounded-md border border-indigo-500 bg-white px-1.5 text-sm font-semibold text-zinc-900 outline-none dark:bg-zinc-900 dark:text-zinc-50"
    />
  )
}
