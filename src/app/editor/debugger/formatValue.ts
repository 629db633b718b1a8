import type { VariableValue } from '@/shared/bot/variable'

/** A variable's value as the debugger shows it: unset, the text itself, or a list as JSON. */
export const formatValue = (value: VariableValue | undefined): string =>
  value === null || value === undefined ? 'unset' : typeof value === 'string' ? value : JSON.stringify(value)
