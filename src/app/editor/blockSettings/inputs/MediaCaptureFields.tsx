import type { fileVisibilities } from '@/shared/bot/blocks'
import { merge } from '../blockUpdate'
import { SelectField } from '../fields/SelectField'
import { Switch } from '@/app/ui/Switch'
import { VariableField } from '../pickers/VariablePicker'
import { visibilityOptions } from './fileVisibility'

/** Audio clip or attachments of a text input: one shape for both (BLOCKS.md §2.2). */
type MediaCapture = { isEnabled?: boolean; saveVariableId?: string; visibility?: (typeof fileVisibilities)[number] }

type MediaCaptureFieldsProps = {
  label: string
  hint: string
  value: MediaCapture | undefined
  onChange: (value: MediaCapture | undefined) => void
}

/** A switch, and once on, the variable that receives the file URLs and who may read the files. */
export function MediaCaptureFields({ label, hint, value, onChange }: MediaCaptureFieldsProps) {
  const set = (patch: Partial<MediaCapture>) => onChange(merge(value, patch))
  return (
    <div className="space-y-3">
      <Switch label={label} checked={value?.isEnabled ?? false} onChange={(isEnabled) => set({ isEnabled })} hint={hint} />
      {value?.isEnabled && (
        <div className="space-y-3 border-l-2 border-zinc-200 pl-3 dark:border-zinc-800">
          <VariableField label="Save the file URLs in" value={value.saveVariableId} onChange={(saveVariableId) => set({ saveVariableId })} />
          <SelectField label="Files can be read by" value={value.visibility ?? 'Auto'} options={visibilityOptions} onChange={(visibility) => set({ visibility })} />
        </div>
      )}
    </div>
  )
}
