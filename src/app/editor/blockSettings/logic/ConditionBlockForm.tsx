import type { ConditionBlock, ConditionItem } from '@/shared/bot/blocks'
import { createId } from '@/shared/ids'
import type { BlockFormProps } from '../blockFormProps'
import { ConditionEditor } from '../condition/ConditionEditor'
import { hintClass } from '@/app/ui/FieldShell'
import { ListEditor } from '../fields/ListEditor'

const newItem = (): ConditionItem => ({ id: createId(), content: { comparisons: [{ id: createId() }] } })

/** Condition: branches tried in order, the first that holds is followed; otherwise the block's own exit ("else"). */
export function ConditionBlockForm({ block, onChange }: BlockFormProps<ConditionBlock>) {
  return (
    <>
      <ListEditor
        items={block.items}
        onChange={(items) => onChange({ ...block, items })}
        itemLabel={(index) => `Condition ${index + 1}`}
        create={newItem}
        addLabel="Add a condition"
        emptyText="No condition: the flow always leaves by the “else” exit."
        variant="cards"
        renderItem={(item, index, update, actions) => (
          <div className="space-y-2">
            <div className="flex items-center justify-between gap-2">
              <p className="text-xs font-semibold text-zinc-700 dark:text-zinc-300">{index === 0 ? 'If' : 'Else if'} — condition {index + 1}</p>
              {actions}
            </div>
            <ConditionEditor name={`Condition ${index + 1}`} condition={item.content} onChange={(content) => update({ ...item, content })} />
          </div>
        )}
      />
      <p className={hintClass}>Conditions are tried from the top; the first one that holds is followed. When none does, the flow leaves by the “else” exit.</p>
    </>
  )
}
