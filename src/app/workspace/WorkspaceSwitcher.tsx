import { useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { ChevronsUpDown, Plus } from 'lucide-react'
import { Menu, MenuItem, MenuLabel, MenuSeparator } from '@/app/ui/Menu'
import { Skeleton } from '@/app/ui/Skeleton'
import { CreateWorkspaceDialog } from './CreateWorkspaceDialog'
import { useWorkspacesQuery } from './api/useWorkspacesQuery'
import { lastWorkspaceId } from './lastWorkspace'
import { EntityIcon } from './WorkspaceIcon'

/** The header's workspace menu: switch to another workspace or create one. */
export function WorkspaceSwitcher() {
  const workspaces = useWorkspacesQuery()
  const currentId = useParams().workspaceId ?? lastWorkspaceId()
  const current = workspaces.data?.find((workspace) => workspace.id === currentId)
  const [creating, setCreating] = useState(false)
  const navigate = useNavigate()

  return (
    <>
      <Menu
        label={current ? `Workspace: ${current.name}` : 'Choose a workspace'}
        align="start"
        triggerClassName="flex h-9 max-w-60 items-center gap-2 rounded-lg px-2 text-sm font-medium text-zinc-900 hover:bg-zinc-100 dark:text-zinc-100 dark:hover:bg-zinc-800"
        trigger={
          <>
            {current && <EntityIcon icon={current.icon} name={current.name} className="size-6 text-sm" />}
            {workspaces.isPending ? <Skeleton className="h-4 w-28" /> : <span className="truncate">{current?.name ?? 'Workspaces'}</span>}
            <ChevronsUpDown aria-hidden className="size-4 shrink-0 text-zinc-400" />
          </>
        }
      >
        <MenuLabel>Workspaces</MenuLabel>
        {workspaces.data?.map((workspace) => (
          <MenuItem
            key={workspace.id}
            checked={workspace.id === current?.id}
            icon={<EntityIcon icon={workspace.icon} name={workspace.name} className="size-5 text-xs" />}
            onSelect={() => navigate(`/w/${workspace.id}`)}
          >
            {workspace.name}
          </MenuItem>
        ))}
        <MenuSeparator />
        <MenuItem icon={<Plus aria-hidden className="size-4" />} onSelect={() => setCreating(true)}>
          Create workspace
        </MenuItem>
      </Menu>
      <CreateWorkspaceDialog open={creating} onClose={() => setCreating(false)} />
    </>
  )
}
