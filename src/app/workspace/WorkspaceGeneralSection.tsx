import { useState } from 'react'
import type { Workspace } from '@/shared/workspace'
import { Button } from '@/app/ui/Button'
import { EmojiPicker } from '@/app/ui/EmojiPicker'
import { Field, Input } from '@/app/ui/Input'
import { Section } from '@/app/ui/PageHeader'
import { toast } from '@/app/ui/toastStore'
import { useUpdateWorkspace } from './api/useUpdateWorkspace'
import { EntityIcon } from './WorkspaceIcon'

/** Name and icon of a workspace; editable by admins only. */
export function WorkspaceGeneralSection({ workspace, canManage }: { workspace: Workspace; canManage: boolean }) {
  const [name, setName] = useState(workspace.name)
  const update = useUpdateWorkspace()
  const icon = <EntityIcon icon={workspace.icon} name={workspace.name} className="size-12 text-2xl" />

  return (
    <Section title="General" description={canManage ? undefined : 'Only admins can change the name and icon of this workspace.'}>
      <div className="flex flex-wrap items-end gap-6">
        <div className="space-y-1.5">
          <p className="text-sm font-medium text-zinc-800 dark:text-zinc-200">Icon</p>
          {canManage ? (
            <EmojiPicker
              label="Change the workspace icon"
              trigger={icon}
              triggerClassName="rounded-lg ring-1 ring-zinc-300 ring-offset-2 hover:ring-indigo-500 dark:ring-zinc-700 dark:ring-offset-zinc-900"
              canRemove={workspace.icon !== null}
              onPick={(emoji) => update.mutate({ workspaceId: workspace.id, icon: emoji })}
            />
          ) : (
            icon
          )}
        </div>
        <form
          className="flex min-w-64 flex-1 items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            update.mutate({ workspaceId: workspace.id, name: name.trim() }, { onSuccess: () => toast.success('Workspace renamed') })
          }}
        >
          <div className="flex-1">
            <Field label="Name">
              {(id) => <Input id={id} value={name} onChange={(event) => setName(event.target.value)} disabled={!canManage} required maxLength={100} />}
            </Field>
          </div>
          {canManage && (
            <Button type="submit" variant="primary" pending={update.isPending} disabled={!name.trim() || name.trim() === workspace.name}>
              Save
            </Button>
          )}
        </form>
      </div>
    </Section>
  )
}
