import { FileUp, Plus, SearchX, Sparkles } from 'lucide-react'
import { Button } from '@/app/ui/Button'
import { EmptyState } from '@/app/ui/EmptyState'

type DashboardEmptyProps = { search: string; inFolder: boolean; canEdit: boolean; onNewBot: () => void; onClearSearch: () => void }

/** An empty folder or a search with no match: says why, and what to do next. */
export function DashboardEmpty({ search, inFolder, canEdit, onNewBot, onClearSearch }: DashboardEmptyProps) {
  if (search.trim()) {
    return (
      <EmptyState icon={<SearchX aria-hidden className="size-6" />} title={`Nothing here matches “${search.trim()}”`} actions={<Button onClick={onClearSearch}>Clear the search</Button>}>
        <p>The search looks at the names of every bot and folder of this workspace.</p>
      </EmptyState>
    )
  }
  if (!canEdit) {
    return (
      <EmptyState icon={<Sparkles aria-hidden className="size-6" />} title={inFolder ? 'This folder is empty' : 'No bots yet'}>
        <p>Bots that members of this workspace build will show up here.</p>
      </EmptyState>
    )
  }
  return (
    <EmptyState
      icon={<Sparkles aria-hidden className="size-6" />}
      title={inFolder ? 'This folder is empty' : 'No bots yet'}
      actions={
        <Button variant="primary" icon={<Plus aria-hidden className="size-4" />} onClick={onNewBot}>
          Create a bot
        </Button>
      }
    >
      <p>
        Create a bot from scratch or from a template, or import a bot file: use <FileUp aria-hidden className="inline size-4 align-text-bottom" /> Import above, or
        drop the file on this page.
      </p>
    </EmptyState>
  )
}
