import type { PluginKeyValue } from '@/shared/bot/blocks'
import { merge } from '../../blockUpdate'
import { RowsEditor } from '../../fields/RowsEditor'
import { TemplatedInput } from '../../fields/TemplatedInput'

type PairsEditorProps = {
  /** What one pair is, e.g. "property": names the rows and the add button. */
  itemLabel: string
  value: PluginKeyValue[] | undefined
  onChange: (value: PluginKeyValue[] | undefined) => void
  /** Distinguishes this list's rows from the block's other lists (Typebot writes pairs without ids). */
  keyPrefix: string
  keyPlaceholder?: string
  emptyText?: string
}

/** Key and value rows of a plugin block (properties, traits, record fields); a pair with an empty side is not sent. */
export function PairsEditor({ itemLabel, value = [], onChange, keyPrefix, keyPlaceholder = 'Key', emptyText }: PairsEditorProps) {
  return (
    <RowsEditor
      rows={value}
      onChange={onChange}
      keyOf={(_, index) => `${keyPrefix}-${index}`}
      rowLabel={(index) => `${itemLabel} ${index + 1}`}
      create={(): PluginKeyValue => ({})}
      addLabel={`Add a ${itemLabel}`}
      emptyText={emptyText}
      renderRow={(pair, index, update) => (
        <>
          <div className="w-2/5 shrink-0">
            <TemplatedInput aria-label={`Key of ${itemLabel} ${index + 1}`} placeholder={keyPlaceholder} value={pair.key} onChange={(key) => update(merge(pair, { key }) ?? {})} />
          </div>
          <div className="min-w-0 flex-1">
            <TemplatedInput aria-label={`Value of ${itemLabel} ${index + 1}`} placeholder="Value" value={pair.value} onChange={(next) => update(merge(pair, { value: next }) ?? {})} withVariables />
          </div>
        </>
      )}
    />
  )
}
