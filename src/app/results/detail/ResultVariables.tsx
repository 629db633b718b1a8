import type { Result } from '@/shared/result'
import { Nothing } from './DrawerSection'

/** Each variable the result saved, with its value (lists one item per line). */
export function ResultVariables({ variables }: { variables: Result['variables'] }) {
  const withValue = variables.filter((variable) => variable.value !== null && variable.value !== undefined)
  if (withValue.length === 0) return <Nothing>No variable was saved.</Nothing>
  return (
    <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">
      {withValue.map((variable) => (
        <div key={variable.id} className="contents">
          <dt className="truncate font-medium text-zinc-600 dark:text-zinc-400">{variable.name}</dt>
          <dd className="break-words whitespace-pre-wrap text-zinc-900 dark:text-zinc-100">
            {Array.isArray(variable.value) ? variable.value.filter((item) => item !== null).join('\n') : variable.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
