import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { Workspace } from '@/shared/workspace'
import { Button } from '@/app/ui/Button'
import { ConfirmDialog } from '@/app/ui/ConfirmDialog'
import { Section } from '@/app/ui/PageHeader'
import { toast } from '@/app/ui/toastStore'
import { useDeleteWorkspace } from './api/useDeleteWorkspace'

/** Deleting a workspace takes everything in it: the name must be typed to confirm. */
export function DeleteWorkspaceSection({ workspace }: { workspace: Workspace }) {
  const [confirming, setConfirming] = useState(false)
  const deleteWorkspace = useDeleteWorkspace()
  const navigate = useNavigate()
  return (
    <Section tone="danger" title="Delete this workspace" description="Its folders, bots and every result they collected are deleted for good.">
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Delete workspace
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Delete “${workspace.name}”?`}
        description="This deletes its folders, bots and results for every member. It cannot be undone."
        confirmLabel="Delete workspace"
        typeToConfirm={workspace.name}
        pending={deleteWorkspace.isPending}
        onConfirm={() =>
          deleteWorkspace.mutate(
            { workspaceId: workspace.id },
            {
              onSuccess: () => {
                toast.success(`Deleted the workspace “${workspace.name}”`)
                navigate('/', { replace: true })
              },
            },
          )
        }
      />
    </Section>
  )
}
