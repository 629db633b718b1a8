import type { Block } from '@/shared/bot/blocks'
import { SelectField } from '../../fields/SelectField'
import { UnknownBlockView } from '../../UnknownBlockView'

type ActionFieldProps = {
  block: Block
  /** The actions the engine runs, as Typebot names them (stored as is). */
  actions: readonly string[]
  value: string | undefined
  onChange: (action: string) => void
}

/**
 * The action a plugin block runs. An action this product does not run (from a newer Typebot) is
 * said, and the block shown as kept; a block without one offers the first.
 */
export function ActionField({ block, actions, value, onChange }: ActionFieldProps) {
  if (value !== undefined && !actions.includes(value))
    return (
      <>
        <p className="text-xs text-amber-700 dark:text-amber-400">
          The action “{value}” is not supported: only {actions.join(', ')} run. The block is kept as it is and skipped.
        </p>
        <UnknownBlockView block={block} />
      </>
    )
  return (
    <SelectField
      label="Action"
      value={value ?? ''}
      options={[...(value === undefined ? [{ value: '', label: 'Select an action' }] : []), ...actions.map((action) => ({ value: action, label: action }))]}
      onChange={onChange}
    />
  )
}
