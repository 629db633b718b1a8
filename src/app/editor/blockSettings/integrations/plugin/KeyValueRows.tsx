import type { PluginKeyValue } from '@/shared/bot/blocks'
import { createId } from '@/shared/ids'
import { merge } from '../../blockUpdate'
import { RowsEditor } from '../../fields/RowsEditor'
import { TemplatedInput } from '../../fields/TemplatedInput'

type KeyValueRowsProps<R extends PluginKeyValue> = {
  value: R[] | undefined
  onChange: (value: R[] | undefined) => void
  /** Names one row: "input", "answer". */
  kind: string
  /** The row's key field: Typebot names it `key`, or `questionId` for Cal.com's answers. */
  keyField?: 'key' | 'questionId'
  keyPlaceholder: string
  emptyText: string
  idPrefix: string
}

/** Rows of a name and a templated value (a Dify app's inputs, Cal.com's prefilled answers). */
export function KeyValueRows<R extends PluginKeyValue & { questionId?: string }>({ value = [], onChange, kind, keyField = 'key', keyPlaceholder, emptyText, idPrefix }: KeyValueRowsProps<R>) {
  return (
    <RowsEditor
      rows={value}
      onChange={onChange}
      // Typebot writes these rows without ids: their place names them until the editor gives one.
      keyOf={(row, index) => row.id ?? `${idPrefix}-${index}`}
      rowLabel={(index) => `${kind} ${index + 1}`}
      create={() => ({ id: createId() }) as R}
      addLabel={`Add an ${kind}`}
      emptyText={emptyText}
      renderRow={(row, index, update) => (
        <>
          <div className="w-2/5 shrink-0">
            <TemplatedInput aria-label={`Name of ${kind} ${index + 1}`} placeholder={keyPlaceholder} value={row[keyField]} onChange={(key) => update(merge(row, { [keyField]: key } as Partial<R>)!)} />
          </div>
          <div className="min-w-0 flex-1">
            <TemplatedInput aria-label={`Value of ${kind} ${index + 1}`} placeholder="{{Variable}} or text" value={row.value} onChange={(next) => update(merge(row, { value: next } as Partial<R>)!)} withVariables />
          </div>
        </>
      )}
    />
  )
}
