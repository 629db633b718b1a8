import type { FileInputBlock } from '@/shared/bot/blocks'
import { defaultFileInputOptions } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../blockFormProps'
import { merge, withOptions } from '../blockUpdate'
import { ListTextField } from '../fields/ListTextField'
import { Section } from '../fields/Section'
import { SelectField } from '../fields/SelectField'
import { Switch } from '@/app/ui/Switch'
import { TextField } from '../fields/TextField'
import { visibilityOptions } from './fileVisibility'
import { SaveAnswerField } from './SaveAnswerField'

type Options = NonNullable<FileInputBlock['options']>
type Labels = NonNullable<Options['labels']>
const { labels: defaultLabels } = defaultFileInputOptions

/** A file upload: required or not, one or several files, the labels, accepted types and who may read them. */
export function FileInputForm({ block, onChange }: BlockFormProps<FileInputBlock>) {
  const options = block.options
  const set = (patch: Partial<Options>) => onChange(withOptions(block, patch))
  const setLabels = (patch: Partial<Labels>) => set({ labels: merge(options?.labels, patch) })
  const setSuccess = (patch: Partial<NonNullable<Labels['success']>>) => setLabels({ success: merge(options?.labels?.success, patch) })
  const isRequired = options?.isRequired ?? defaultFileInputOptions.isRequired
  const isMultiple = options?.isMultipleAllowed ?? defaultFileInputOptions.isMultipleAllowed
  const types = options?.allowedFileTypes
  return (
    <>
      <Switch label="Required" checked={isRequired} onChange={(value) => set({ isRequired: value })} hint="Otherwise the visitor may skip it." />
      <Switch label="Several files" checked={isMultiple} onChange={(value) => set({ isMultipleAllowed: value })} />
      <Section title="Labels" collapsible summary={options?.labels ? 'customised' : undefined}>
        <TextField label="Drop zone" multiline rows={2} value={options?.labels?.placeholder} onChange={(placeholder) => setLabels({ placeholder })} placeholder={defaultLabels.placeholder} hint="HTML is allowed." />
        <div className="grid grid-cols-2 gap-2">
          <TextField label="Upload button" value={options?.labels?.button} onChange={(button) => setLabels({ button })} placeholder={defaultLabels.button} />
          <TextField label="Clear button" value={options?.labels?.clear} onChange={(clear) => setLabels({ clear })} placeholder={defaultLabels.clear} />
        </div>
        {!isRequired && <TextField label="Skip button" value={options?.labels?.skip} onChange={(skip) => setLabels({ skip })} placeholder={defaultLabels.skip} />}
        <TextField label="After one file" value={options?.labels?.success?.single} onChange={(single) => setSuccess({ single })} placeholder={defaultLabels.success.single} />
        {isMultiple && (
          <TextField label="After several files" value={options?.labels?.success?.multiple} onChange={(multiple) => setSuccess({ multiple })} placeholder={defaultLabels.success.multiple} hint="{total} is replaced by the number of files." />
        )}
      </Section>
      <Section title="Files">
        <Switch label="Only some file types" checked={types?.isEnabled ?? false} onChange={(isEnabled) => set({ allowedFileTypes: merge(types, { isEnabled }) })} />
        {types?.isEnabled && (
          <ListTextField
            label="Accepted types"
            value={types.types}
            onChange={(list) => set({ allowedFileTypes: merge(types, { types: list }) })}
            placeholder="pdf, image/*, .docx"
            hint="Separated by commas: file endings such as .pdf, or kinds such as image/* for any picture."
          />
        )}
        <SelectField
          label="Camera on phones"
          value={options?.capture ?? ''}
          options={[
            { value: '', label: 'Let the visitor choose' },
            { value: 'environment', label: 'Back camera' },
            { value: 'user', label: 'Front camera' },
          ]}
          onChange={(capture) => set({ capture: capture || undefined })}
          hint="Opens the camera directly, for image-only uploads."
        />
        <SelectField label="Files can be read by" value={options?.visibility ?? defaultFileInputOptions.visibility} options={visibilityOptions} onChange={(visibility) => set({ visibility })} />
      </Section>
      <SaveAnswerField value={options?.variableId} onChange={(variableId) => set({ variableId })} hint="Receives the file URLs, separated by commas." />
    </>
  )
}
