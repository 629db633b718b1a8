import { useState } from 'react'
import { Navigate } from 'react-router'
import { Building2 } from 'lucide-react'
import { Button } from '@/app/ui/Button'
import { EmptyState } from '@/app/ui/EmptyState'
import { Spinner } from '@/app/ui/Spinner'
import { CreateWorkspaceDialog } from './CreateWorkspaceDialog'
import { useWorkspacesQuery } from './api/useWorkspacesQuery'
import { lastWorkspaceId } from './lastWorkspace'

/** `/`: opens the workspace used last (or the first); offers to create one when there is none. */
export function HomeRedirect() {
  const workspaces = useWorkspacesQuery()
  const [creating, setCreating] = useState(false)

  if (workspaces.isPending) return <Spinner label="Loading your workspaces" />
  if (workspaces.isError) {
    return (
      <EmptyState icon={<Building2 aria-hidden className="size-6" />} title="Your workspaces could not be loaded" actions={<Button onClick={() => workspaces.refetch()}>Try again</Button>} />
    )
  }
  const target = workspaces.data.find((workspace) => workspace.id === lastWorkspaceId()) ?? workspaces.data[0]
  if (target) return <Navigate to={`/w/${target.id}`} replace />
  return (
    <>
      <EmptyState
        icon={<Building2 aria-hidden className="size-6" />}
        title="You are not in any workspace yet"
        actions={
          <Button variant="primary" onClick={() => setCreating(true)}>
            Create a workspace
          </Button>
        }
      >
        <p>A workspace holds your bots and the people you build them with. Create one, or ask an admin to add you to theirs.</p>
      </EmptyState>
      <CreateWorkspaceDialog open={creating} onClose={() => setCreating(false)} />
    </>
  )
}
