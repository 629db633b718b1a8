import { Ellipsis, Pencil, Play } from 'lucide-react'
import { Menu, MenuItem, MenuSeparator } from '@/app/ui/Menu'
import { useEditorStoreApi } from '../../store/EditorStoreContext'
import { openPreview } from '../../toolbar/openPreview'
import { actionById, type ActionId } from '../../actions/editorActions'
import { useActionRunner } from '../../actions/useActionRunner'

const groupActions: ActionId[] = ['duplicate', 'copy', 'delete']

/** The "…" menu of one group: preview from it, rename, and the registry's group commands. */
export function GroupMenu({ groupId, title, readOnly, onRename }: { groupId: string; title: string; readOnly: boolean; onRename: () => void }) {
  return (
    <span className="nodrag nopan">
      <Menu
        label={`Actions for group ${title}`}
        trigger={<Ellipsis aria-hidden className="size-4" />}
        menuClassName="w-60"
        triggerClassName="flex size-7 items-center justify-center rounded-md text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
      >
        <GroupMenuItems groupId={groupId} readOnly={readOnly} onRename={onRename} />
      </Menu>
    </span>
  )
}

// Rendered only while the menu is open, so closed menus cost nothing on a large canvas.
function GroupMenuItems({ groupId, readOnly, onRename }: { groupId: string; readOnly: boolean; onRename: () => void }) {
  const runner = useActionRunner()
  const store = useEditorStoreApi()
  const target = { nodeIds: [groupId], edgeIds: [] }
  return (
    <>
      <MenuItem icon={<Play aria-hidden className="size-4" />} onSelect={() => void openPreview(store.getState().env.botId, { type: 'group', groupId })}>
        Preview from this group
      </MenuItem>
      {!readOnly && (
        <MenuItem icon={<Pencil aria-hidden className="size-4" />} onSelect={onRename}>
          Rename
        </MenuItem>
      )}
      <MenuSeparator />
      {groupActions
        .map(actionById)
        .filter((action) => !(readOnly && action.edits))
        .map((action) => (
          <MenuItem key={action.id} icon={<action.icon aria-hidden className="size-4" />} danger={action.id === 'delete'} onSelect={() => runner.run(action.id, { target })}>
            {action.label}
          </MenuItem>
        ))}
    </>
  )
}
