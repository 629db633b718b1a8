import { logicalOperators, type LogicalOperator } from '@/shared/bot/condition'
import { cx, focusRing } from '@/app/ui/cx'

const wording: Record<LogicalOperator, string> = { AND: 'All (AND)', OR: 'Any (OR)' }

/** Whether all comparisons must hold (AND) or one is enough (OR): two radio buttons. */
export function LogicalOperatorToggle({ name, value, onChange }: { name: string; value: LogicalOperator; onChange: (value: LogicalOperator) => void }) {
  return (
    <div role="radiogroup" aria-label={`${name}: comparisons that must be true`} className="flex items-center gap-2 text-xs">
      <span className="text-zinc-600 dark:text-zinc-400">Match</span>
      <div className="inline-flex rounded-lg border border-zinc-300 p-0.5 dark:border-zinc-700">
        {logicalOperators.map((operator) => (
          <button
            key={operator}
            type="button"
            role="radio"
            aria-checked={value === operator}
            onClick={() => onChange(operator)}
            className={cx(
              'rounded-md px-2 py-0.5 font-medium',
              value === operator ? 'bg-indigo-600 text-white' : 'text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800',
              focusRing,
            )}
          >
            {wording[operator]}
          </button>
        ))}
      </div>
    </div>
  )
}
