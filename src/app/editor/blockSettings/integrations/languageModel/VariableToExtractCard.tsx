import type { ReactNode } from 'react'
import { extractedVariableTypes, type VariableToExtract } from '@/shared/bot/blocks'
import { Input, Select } from '@/app/ui/Input'
import { ListTextField } from '../../fields/ListTextField'
import { VariablePicker } from '../../pickers/VariablePicker'

type VariableToExtractCardProps = { entry: VariableToExtract; name: string; onChange: (entry: VariableToExtract) => void; actions: ReactNode }

/** One variable to fill: which, of what type (an enum's values), described for the model, and whether it may stay empty. */
export function VariableToExtractCard({ entry, name, onChange, actions }: VariableToExtractCardProps) {
  const set = (patch: Partial<VariableToExtract>) => onChange({ ...entry, ...patch })
  return (
    <div className="space-y-1.5">
      <div className="flex items-center gap-1.5">
        <div className="min-w-0 flex-1">
          <VariablePicker aria-label={`${name} variable`} value={entry.variableId} onChange={(variableId) => set({ variableId })} placeholder="Select a variable" />
        </div>
        <Select aria-label={`${name} type`} value={entry.type ?? 'string'} onChange={(event) => set({ type: event.target.value })} className="w-28 shrink-0">
          {extractedVariableTypes.map((type) => (
            <option key={type} value={type}>
              {type === 'array' ? 'list' : type}
            </option>
          ))}
        </Select>
        {actions}
      </div>
      {entry.type === 'enum' && (
        <ListTextField label="Possible values" value={entry.values?.filter((value): value is string => typeof value === 'string')} onChange={(values) => set({ values })} placeholder="small, medium, large" />
      )}
      <Input aria-label={`${name} description`} value={entry.description ?? ''} onChange={(event) => set({ description: event.target.value || undefined })} placeholder="Description for the model (optional)" className="w-full" />
      <label className="flex items-center gap-2 text-xs text-zinc-700 dark:text-zinc-300">
        <input type="checkbox" checked={entry.isRequired !== false} onChange={(event) => set({ isRequired: event.target.checked })} className="size-3.5 accent-blue-600" />
        Required (otherwise left empty when the text does not say)
      </label>
    </div>
  )
}
