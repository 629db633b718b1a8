import { nocodbActions, nocodbDefaultBaseUrl, nocodbReturnTypes, type NocodbBlock, type NocodbOptions } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../../blockFormProps'
import { merge, withOptions } from '../../blockUpdate'
import { RowsEditor } from '../../fields/RowsEditor'
import { Section } from '../../fields/Section'
import { SelectField } from '../../fields/SelectField'
import { TemplatedInput } from '../../fields/TemplatedInput'
import { TextField } from '../../fields/TextField'
import { VariablePicker } from '../../pickers/VariablePicker'
import { ActionField } from '../serviceBlocks/ActionField'
import { PairsEditor } from '../serviceBlocks/PairsEditor'
import { ServiceAccountPicker } from '../serviceBlocks/ServiceAccountPicker'
import { NocodbFilterEditor } from './NocodbFilterEditor'

type FieldRow = NonNullable<NocodbOptions['responseMapping']>[number]

/** Rows of "a record's field → variable" (or "field ← value" for updates). */
function FieldRows({ blockId, kind, value = [], onChange }: { blockId: string; kind: 'mapping' | 'update'; value: FieldRow[] | undefined; onChange: (rows: FieldRow[] | undefined) => void }) {
  const noun = kind === 'mapping' ? 'saved field' : 'update'
  return (
    <RowsEditor<FieldRow & { value?: string }>
      rows={value}
      onChange={onChange}
      keyOf={(_, index) => `${blockId}-${kind}${index}`}
      rowLabel={(index) => `${noun} ${index + 1}`}
      create={() => ({})}
      addLabel={kind === 'mapping' ? 'Save a field' : 'Add an update'}
      emptyText={kind === 'mapping' ? 'Nothing saved: the search only checks that records exist.' : 'No update.'}
      renderRow={(row, index, update) => (
        <>
          <div className="w-2/5 shrink-0">
            <TemplatedInput aria-label={`Field of ${noun} ${index + 1}`} placeholder="Field name" value={row.fieldName} onChange={(fieldName) => update(merge(row, { fieldName }) ?? {})} />
          </div>
          <div className="min-w-0 flex-1">
            {kind === 'mapping' ? (
              <VariablePicker aria-label={`Variable of ${noun} ${index + 1}`} value={row.variableId} onChange={(variableId) => update(merge(row, { variableId }) ?? {})} />
            ) : (
              <TemplatedInput aria-label={`Value of ${noun} ${index + 1}`} placeholder="Value (empty clears it)" value={row.value} onChange={(next) => update(merge(row, { value: next }) ?? {})} withVariables />
            )}
          </div>
        </>
      )}
    />
  )
}

/** NocoDB: the account, the action, the table, and what the action reads or writes. */
export function NocodbForm({ block, onChange }: BlockFormProps<NocodbBlock>) {
  const options = block.options
  const set = (patch: Partial<NocodbOptions>) => onChange(withOptions(block, patch))
  const action = options?.action
  const known = action === undefined || Object.values<string>(nocodbActions).includes(action)
  return (
    <>
      <ServiceAccountPicker
        type="nocodb"
        value={options?.credentialsId}
        onChange={(credentialsId) => set({ credentialsId })}
        hint="The NocoDB API token the requests are sent with. Without one, the block logs an error and the chat goes on."
        fields={[
          { name: 'apiKey', label: 'API token', type: 'password', placeholder: 'Paste the token' },
          { name: 'baseUrl', label: 'Base URL', type: 'url', optional: true, placeholder: nocodbDefaultBaseUrl, hint: 'Only for a self-hosted NocoDB.' },
        ]}
      />
      <ActionField block={block} actions={Object.values(nocodbActions)} value={action} onChange={(next) => set({ action: next })} />
      {known && action && (
        <>
          <TextField label="Table ID" value={options?.tableId} onChange={(tableId) => set({ tableId })} placeholder="m1a2b3c4d5e6f7" hint="In NocoDB: the 3 dots next to the table's name, then “Copy table ID”." withVariables />
          {action !== nocodbActions.create && (
            <TextField label="View ID" value={options?.viewId} onChange={(viewId) => set({ viewId })} placeholder="Optional" hint="Limits the records to a view's (and orders them as it does)." withVariables />
          )}
          {action === nocodbActions.create && (
            <Section title="Record">
              <PairsEditor itemLabel="field" keyPrefix={`${block.id}-field`} keyPlaceholder="Field name" value={options?.fields} onChange={(fields) => set({ fields })} emptyText="No field: nothing is created." />
            </Section>
          )}
          {action !== nocodbActions.create && (
            <Section title={action === nocodbActions.search ? 'Filter' : 'Records to update'}>
              <NocodbFilterEditor blockId={block.id} value={options?.filter} onChange={(filter) => set({ filter })} />
              {action === nocodbActions.search && (
                <SelectField
                  label="Return"
                  value={(options?.returnType ?? 'All') as (typeof nocodbReturnTypes)[number]}
                  options={nocodbReturnTypes.map((value) => ({ value, label: value === 'All' ? 'All matching records (a list per field)' : `The ${value.toLowerCase()} one` }))}
                  onChange={(returnType) => set({ returnType: returnType === 'All' ? undefined : returnType })}
                />
              )}
            </Section>
          )}
          {action === nocodbActions.search && (
            <Section title="Save fields">
              <FieldRows blockId={block.id} kind="mapping" value={options?.responseMapping} onChange={(responseMapping) => set({ responseMapping })} />
            </Section>
          )}
          {action === nocodbActions.update && (
            <Section title="Updates">
              <FieldRows blockId={block.id} kind="update" value={options?.updates} onChange={(updates) => set({ updates })} />
            </Section>
          )}
        </>
      )}
    </>
  )
}
