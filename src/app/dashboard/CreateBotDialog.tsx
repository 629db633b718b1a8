import { Suspense, useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/app/ui/Button'
import { Dialog, DialogActions } from '@/app/ui/Dialog'
import { Field, Input } from '@/app/ui/Input'
import { LazyPartBoundary } from '@/app/ui/LazyPartBoundary'
import { retryableLazy, useRetryableLazy } from '@/app/ui/retryableLazy'
import { Skeleton } from '@/app/ui/Skeleton'
import { toast } from '@/app/ui/toastStore'
import { useCreateBot } from './api/useCreateBot'
import type { BotTemplate } from './templates'

// The templates are whole bot documents: loaded when this dialog opens, not with the dashboard.
const templateGallery = retryableLazy(() => import('./TemplateGallery').then((module) => module.default))

type CreateBotDialogProps = { open: boolean; onClose: () => void; workspaceId: string; folderId: string | null }

/** A blank bot or one from a starter template, created in the current folder, then opened. */
export function CreateBotDialog({ open, onClose, workspaceId, folderId }: CreateBotDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} size="lg" title="Create a bot" description="Start from scratch or from a template; you can change everything later.">
      <CreateBotForm onClose={onClose} workspaceId={workspaceId} folderId={folderId} />
    </Dialog>
  )
}

function CreateBotForm({ onClose, workspaceId, folderId }: Omit<CreateBotDialogProps, 'open'>) {
  const [template, setTemplate] = useState<BotTemplate | null>(null)
  const [name, setName] = useState('')
  const createBot = useCreateBot()
  const navigate = useNavigate()
  const [TemplateGallery, reloadTemplateGallery] = useRetryableLazy(templateGallery)
  const finalName = name.trim() || template?.document.name || 'My bot'

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        const bot = { ...template?.document, name: finalName, folderId }
        createBot.mutate(
          { workspaceId, bot },
          {
            onSuccess: ({ bot: created }) => {
              toast.success(`Created “${created.name}”`)
              navigate(`/bots/${created.id}/flow`)
            },
          },
        )
      }}
    >
      <Field label="Name">
        {(id) => <Input id={id} value={name} placeholder={template?.document.name ?? 'My bot'} onChange={(event) => setName(event.target.value)} maxLength={200} data-autofocus />}
      </Field>
      <fieldset className="mt-5">
        <legend className="mb-2 text-sm font-medium text-zinc-800 dark:text-zinc-200">Start from</legend>
        {/* Without its templates the dialog still makes a blank bot. */}
        <LazyPartBoundary
          onRetry={reloadTemplateGallery}
          loadFailed={{ title: 'The templates could not be loaded.', hint: 'Check your connection, then try again. A blank bot can still be created.' }}
          drawFailed={{ title: 'The templates could not be shown.', hint: 'Something went wrong in the gallery. A blank bot can still be created.' }}
        >
          <Suspense fallback={<Skeleton className="h-64" />}>
            <TemplateGallery selected={template} onSelect={setTemplate} />
          </Suspense>
        </LazyPartBoundary>
      </fieldset>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="primary" pending={createBot.isPending}>
          Create bot
        </Button>
      </DialogActions>
    </form>
  )
}
