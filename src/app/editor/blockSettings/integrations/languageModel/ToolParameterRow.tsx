import { type LanguageModelToolParameter, toolParameterTypes } from '@/shared/bot/blocks'
import { Input, Select } from '@/app/ui/Input'
import { ListTextField } from '../../fields/ListTextField'

type ToolParameterRowProps = { parameter: LanguageModelToolParameter; name: string; onChange: (parameter: LanguageModelToolParameter) => void }

/** One parameter of a tool: its type and name, whether the model must send it, its description; an enum's values. */
export function ToolParameterRow({ parameter, name, onChange }: ToolParameterRowProps) {
  const set = (patch: Partial<LanguageModelToolParameter>) => onChange({ ...parameter, ...patch })
  return (
    <div className="min-w-0 flex-1 space-y-1.5">
      <div className="flex gap-1.5">
        <Select aria-label={`${name} type`} value={parameter.type ?? 'string'} onChange={(event) => set({ type: event.target.value })} className="w-28 shrink-0">
          {toolParameterTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Select>
        <Input aria-label={`${name} name`} value={parameter.name ?? ''} onChange={(event) => set({ name: event.target.value || undefined })} placeholder="city" className="min-w-0 flex-1 font-mono" />
      </div>
      <Input aria-label={`${name} description`} value={parameter.description ?? ''} onChange={(event) => set({ description: event.target.value || undefined })} placeholder="What the model should send" className="w-full" />
      {parameter.type === 'enum' && (
        <ListTextField label="Possible values" value={parameter.values?.filter((value): value is string => typeof value === 'string')} onChange={(values) => set({ values })} placeholder="small, medium, large" />
      )}
      <label className="flex items-center gap-2 text-xs text-zinc-700 dark:text-zinc-300">
        <input type="checkbox" checked={parameter.required !== false} onChange={(event) => set({ required: event.target.checked })} className="size-3.5 accent-blue-600" />
        Required
      </label>
    </div>
  )
}
