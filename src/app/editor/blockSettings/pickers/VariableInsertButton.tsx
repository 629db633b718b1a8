import { Braces } from 'lucide-react'
import { cx, focusRing } from '@/app/ui/cx'
import type { Variable } from '@/shared/bot/variable'
import { useBlockSettings } from '../BlockSettingsContext'
import { Popover } from './Popover'
import { SearchList } from './SearchList'
import { useCreateVariableOption, variableOptions } from './VariablePicker'

type VariableInsertButtonProps = {
  onPick: (variable: Variable) => void
  /** Smaller, with a word, for a label row rather than inside a field. */
  compact?: boolean
}

/** The `{x}` button of templated fields: picks (or creates) a variable to insert as `{{Name}}`. */
export function VariableInsertButton({ onPick, compact }: VariableInsertButtonProps) {
  const { variables } = useBlockSettings()
  return (
    <Popover
      label="Insert a variable"
      align="end"
      trigger={(props) => (
        <button
          type="button"
          aria-label="Insert a variable"
          title="Insert a variable"
          {...props}
          className={cx(
            'inline-flex items-center justify-center gap-1 rounded-md text-zinc-500 hover:bg-zinc-100 hover:text-indigo-700 disabled:pointer-events-none disabled:opacity-50 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-indigo-300',
            compact ? 'h-6 px-1.5 text-xs' : 'size-8',
            focusRing,
            'focus-visible:ring-offset-0',
          )}
        >
          <Braces aria-hidden className={compact ? 'size-3.5' : 'size-4'} />
          {compact && <span aria-hidden>Variable</span>}
        </button>
      )}
    >
      {(close) => <InsertList onPick={(variable) => { close(); onPick(variable) }} variables={variables} />}
    </Popover>
  )
}

function InsertList({ variables, onPick }: { variables: Variable[]; onPick: (variable: Variable) => void }) {
  const create = useCreateVariableOption(onPick)
  return (
    <SearchList
      label="Search variables"
      options={variableOptions(variables)}
      emptyText="No variable yet: type a name to create one."
      onPick={(id) => onPick(variables.find((variable) => variable.id === id)!)}
      create={create}
    />
  )
}
