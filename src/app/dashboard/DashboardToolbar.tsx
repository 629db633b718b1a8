import { useRef } from 'react'
import { FileUp, FolderPlus, Plus } from 'lucide-react'
import { Button } from '@/app/ui/Button'
import { Select } from '@/app/ui/Input'
import { isSortOrder, sortOrders } from './dashboardView'
import { SearchField } from './SearchField'
import type { useDashboardParams } from './useDashboardParams'

type DashboardToolbarProps = {
  params: ReturnType<typeof useDashboardParams>
  canEdit: boolean
  isImporting: boolean
  onNewBot: () => void
  onNewFolder: () => void
  onImportFile: (file: File) => void
}

/** Search and sort on the left; create and import on the right, for those who may. */
export function DashboardToolbar({ params, canEdit, isImporting, onNewBot, onNewFolder, onImportFile }: DashboardToolbarProps) {
  const fileInput = useRef<HTMLInputElement>(null)
  return (
    <div className="mb-8 flex flex-wrap items-center gap-3">
      <SearchField value={params.search} onChange={params.setSearch} />
      <Select aria-label="Sort by" value={params.sort} onChange={(event) => isSortOrder(event.target.value) && params.setSort(event.target.value)}>
        {Object.entries(sortOrders).map(([value, label]) => (
          <option key={value} value={value}>
            Sort: {label}
          </option>
        ))}
      </Select>
      {canEdit && (
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <Button icon={<FolderPlus aria-hidden className="size-4" />} onClick={onNewFolder}>
            New folder
          </Button>
          <Button icon={<FileUp aria-hidden className="size-4" />} pending={isImporting} onClick={() => fileInput.current?.click()}>
            Import
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            aria-label="Bot file to import"
            className="hidden"
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) onImportFile(file)
            }}
          />
          <Button variant="primary" icon={<Plus aria-hidden className="size-4" />} onClick={onNewBot}>
            New bot
          </Button>
        </div>
      )}
    </div>
  )
}
