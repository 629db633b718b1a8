import { useNavigate } from 'react-router'
import { NameDialog } from '@/app/ui/NameDialog'
import { toast } from '@/app/ui/toastStore'
import { useCreateWorkspace } from './api/useCreateWorkspace'

/** Asks for a name, creates the workspace, and opens its dashboard. */
export function CreateWorkspaceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const createWorkspace = useCreateWorkspace()
  const navigate = useNavigate()
  return (
    <NameDialog
      open={open}
      onClose={onClose}
      title="Create a workspace"
      label="Workspace name"
      submitLabel="Create"
      pending={createWorkspace.isPending}
      onSubmit={(name) =>
        createWorkspace.mutate(
          { name },
          {
            onSuccess: ({ workspace }) => {
              onClose()
              toast.success(`Created the workspace “${workspace.name}”`)
              navigate(`/w/${workspace.id}`)
            },
          },
        )
      }
    />
  )
}
