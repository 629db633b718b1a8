import type { NocodbComparison } from '../../../../../shared/bot/blocks'

const comparisonOf: Record<string, (field: string, value: string) => string> = {
  'Not equal': (field, value) => `(${field},ne,${value})`,
  Contains: (field, value) => `(${field},like,%${value}%)`,
  'Greater than': (field, value) => `(${field},gt,${value})`,
  'Less than': (field, value) => `(${field},lt,${value})`,
  'Is set': (field) => `(${field},isnot,null)`,
  'Is empty': (field) => `(${field},is,null)`,
  'Starts with': (field, value) => `(${field},like,${value}%)`,
  'Ends with': (field, value) => `(${field},like,%${value})`,
}

/**
 * A block's filter as NocoDB's `where` parameter, e.g. `(Name,eq,Ada)~and(Age,gt,30)`; an
 * unknown or absent operator means "Equal to", as in Typebot. Undefined without comparisons.
 */
export function whereClause(filter: { comparisons?: NocodbComparison[]; joiner?: string } | undefined): string | undefined {
  const comparisons = filter?.comparisons ?? []
  if (comparisons.length === 0) return undefined
  const joiner = filter?.joiner === 'OR' ? '~or' : '~and'
  return comparisons
    .map(({ input = '', operator = '', value = '' }) => (comparisonOf[operator] ?? ((field, text) => `(${field},eq,${text})`))(input, value))
    .join(joiner)
}
