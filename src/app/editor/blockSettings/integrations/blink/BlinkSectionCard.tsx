import type { ReactNode } from 'react'
import { type BlinkSection, blinkButtonActions, blinkSectionTypes } from '@/shared/bot/blocks'
import { createId } from '@/shared/ids'
import { Select } from '@/app/ui/Input'
import { Switch } from '@/app/ui/Switch'
import { merge } from '../../blockUpdate'
import { ListTextField } from '../../fields/ListTextField'
import { RowsEditor } from '../../fields/RowsEditor'
import { TemplatedInput } from '../../fields/TemplatedInput'
import { TextField } from '../../fields/TextField'

type Field = { key: keyof BlinkSection & string; label: string; kind?: 'multiline' | 'switch' | 'list'; placeholder?: string }

/** The fields each kind of section has, as Blink's card shows them. */
const fieldsOf: Record<string, Field[]> = {
  Header: [{ key: 'title', label: 'Title' }, { key: 'iconUrl', label: 'Icon URL', placeholder: 'https://example.com/icon.png' }],
  Text: [{ key: 'value', label: 'Text', kind: 'multiline', placeholder: 'Markdown is allowed' }],
  'Labelled Text': [{ key: 'label', label: 'Label' }, { key: 'value', label: 'Value', kind: 'multiline' }, { key: 'iconUrl', label: 'Icon URL' }],
  Image: [{ key: 'imageUrl', label: 'Image URL', placeholder: 'https://example.com/image.jpg' }, { key: 'fitImage', label: 'Fit the image', kind: 'switch' }, { key: 'width', label: 'Width (px)' }, { key: 'height', label: 'Height (px)' }],
  'Image gallery': [{ key: 'imageUrls', label: 'Image URLs', kind: 'list', placeholder: 'https://…/a.jpg, https://…/b.jpg' }],
  YouTube: [{ key: 'link', label: 'Video URL', placeholder: 'https://www.youtube.com/watch?v=…' }],
  Link: [{ key: 'url', label: 'URL', placeholder: 'https://example.com' }, { key: 'title', label: 'Title' }, { key: 'description', label: 'Description' }, { key: 'imageUrl', label: 'Image URL' }, { key: 'imagePlacement', label: 'Image placement (left, right or top)', placeholder: 'left' }],
  Attachment: [{ key: 'url', label: 'File URL', placeholder: 'https://example.com/report.pdf' }],
  Event: [{ key: 'title', label: 'Title' }, { key: 'description', label: 'Description', kind: 'multiline' }, { key: 'start', label: 'Start', placeholder: '2025-01-01T09:00:00Z' }, { key: 'end', label: 'End', placeholder: '2025-01-01T10:00:00Z' }, { key: 'allDay', label: 'All-day event', kind: 'switch' }],
  'Horizontal Bar Chart': [{ key: 'total', label: 'Total' }],
}

type Props = { section: BlinkSection; name: string; onChange: (section: BlinkSection) => void; actions: ReactNode }

/** One section of a Blink card: its kind, then that kind's fields. */
export function BlinkSectionCard({ section, name, onChange, actions }: Props) {
  const set = (patch: Partial<BlinkSection>) => onChange(merge(section, patch) ?? {})
  const field = ({ key, label, kind, placeholder }: Field) => {
    const value = section[key]
    if (kind === 'switch') return <Switch key={key} label={label} checked={value === true} onChange={(checked) => set({ [key]: checked || undefined })} />
    if (kind === 'list') return <ListTextField key={key} label={label} value={value as string[] | undefined} onChange={(list) => set({ [key]: list })} placeholder={placeholder} withVariables />
    return (
      <TextField key={key} label={label} multiline={kind === 'multiline'} rows={3} value={value === undefined ? undefined : String(value)} onChange={(text) => set({ [key]: text })} placeholder={placeholder} withVariables />
    )
  }
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-1.5">
        <Select aria-label={`${name} kind`} value={section.type ?? ''} onChange={(event) => onChange({ id: section.id, type: event.target.value })} className="min-w-0 flex-1">
          <option value="">Choose a kind…</option>
          {blinkSectionTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Select>
        {actions}
      </div>
      {(fieldsOf[section.type ?? ''] ?? []).map(field)}
      {section.type === 'Buttons' && <ButtonRows section={section} set={set} />}
      {section.type === 'Horizontal Bar Chart' && <BarRows section={section} set={set} />}
    </div>
  )
}

type Rows = { section: BlinkSection; set: (patch: Partial<BlinkSection>) => void }
type Button = NonNullable<BlinkSection['buttons']>[number]
type Bar = NonNullable<BlinkSection['data']>[number]

function ButtonRows({ section, set }: Rows) {
  return (
    <RowsEditor<Button>
      rows={section.buttons ?? []}
      onChange={(buttons) => set({ buttons })}
      keyOf={(button, index) => button.id ?? `b${index}`}
      rowLabel={(index) => `button ${index + 1}`}
      create={() => ({ id: createId(), clientAction: { type: 'Open Link' } })}
      addLabel="Add a button"
      renderRow={(button, index, update) => (
        <div className="min-w-0 flex-1 space-y-1">
          <TemplatedInput aria-label={`Label of button ${index + 1}`} placeholder="Label" value={button.label} onChange={(label) => update(merge(button, { label })!)} withVariables />
          <div className="flex gap-1.5">
            <Select aria-label={`Action of button ${index + 1}`} value={button.clientAction?.type ?? 'Open Link'} onChange={(event) => update({ ...button, clientAction: { ...button.clientAction, type: event.target.value } })} className="w-32 shrink-0">
              {blinkButtonActions.map((action) => (
                <option key={action} value={action}>
                  {action}
                </option>
              ))}
            </Select>
            <div className="min-w-0 flex-1">
              <TemplatedInput aria-label={`URL of button ${index + 1}`} placeholder="https://example.com" value={button.clientAction?.url} onChange={(url) => update({ ...button, clientAction: merge(button.clientAction, { url }) })} withVariables />
            </div>
          </div>
        </div>
      )}
    />
  )
}

function BarRows({ section, set }: Rows) {
  return (
    <RowsEditor<Bar>
      rows={section.data ?? []}
      onChange={(data) => set({ data })}
      keyOf={(bar, index) => bar.id ?? `d${index}`}
      rowLabel={(index) => `bar ${index + 1}`}
      create={() => ({ id: createId() })}
      addLabel="Add a bar"
      renderRow={(bar, index, update) => (
        <>
          <TemplatedInput aria-label={`Name of bar ${index + 1}`} placeholder="Name" value={bar.name} onChange={(name) => update(merge(bar, { name })!)} withVariables />
          <TemplatedInput aria-label={`Value of bar ${index + 1}`} placeholder="Value" value={bar.value === undefined ? undefined : String(bar.value)} onChange={(value) => update(merge(bar, { value })!)} withVariables />
          <TemplatedInput aria-label={`Label of bar ${index + 1}`} placeholder="Shown as" value={bar.label} onChange={(label) => update(merge(bar, { label })!)} withVariables />
        </>
      )}
    />
  )
}
