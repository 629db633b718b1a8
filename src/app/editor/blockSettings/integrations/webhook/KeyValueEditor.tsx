import type { KeyValue } from '@/shared/bot/blocks'
import { createId } from '@/shared/ids'
import { merge } from '../../blockUpdate'
import { RowsEditor } from '../../fields/RowsEditor'
import { TemplatedInput } from '../../fields/TemplatedInput'

type KeyValueEditorProps = { kind: 'header' | 'parameter'; value: KeyValue[] | undefined; onChange: (value: KeyValue[] | undefined) => void }

const placeholders = { header: ['Authorization', 'Bearer {{Token}}'], parameter: ['page', '{{Page}}'] }

/** Key and value pairs (headers or query parameters); a pair with an empty side is not sent. */
export function KeyValueEditor({ kind, value = [], onChange }: KeyValueEditorProps) {
  const [keyHint, valueHint] = placeholders[kind]
  return (
    <RowsEditor
      rows={value}
      onChange={onChange}
      keyOf={(pair) => pair.id}
      rowLabel={(index) => `${kind} ${index + 1}`}
      create={(): KeyValue => ({ id: createId() })}
      addLabel={`Add a ${kind}`}
      emptyText={kind === 'header' ? 'No header. “Basic user:password” in Authorization is encoded for you.' : 'No query parameter.'}
      renderRow={(pair, index, update) => (
        <>
          <div className="w-2/5 shrink-0">
            <TemplatedInput aria-label={`Name of ${kind} ${index + 1}`} placeholder={keyHint} value={pair.key} onChange={(key) => update(merge(pair, { key })!)} />
          </div>
          <div className="min-w-0 flex-1">
            <TemplatedInput aria-label={`Value of ${kind} ${index + 1}`} placeholder={valueHint} value={pair.value} onChange={(next) => update(merge(pair, { value: next })!)} withVariables />
          </div>
        </>
      )}
    />
  )
}
