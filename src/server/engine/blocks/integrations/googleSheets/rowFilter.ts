import type { RowsFilter, RowsFilterComparison } from '../../../../../shared/bot/blocks'
import { defaultLogicalOperator } from '../../../../../shared/bot/condition'
import type { SandboxPort } from '../../../ports'
import { compareOrdering, orderingOperators, type OrderingOperator } from '../../../rules/conditions/compareOrdering'
import { compareTexts } from '../../../rules/conditions/compareTexts'
import { sandboxedRegexVerdicts } from '../../../rules/conditions/sandboxedRegex'
import { cellOf, type SheetRow, type SheetTable } from './sheetTable'

const isOrdering = (operator: string): operator is OrderingOperator => (orderingOperators as readonly string[]).includes(operator)

/**
 * One comparison of a cell with its (already templated) value, with the Condition block's
 * operators and text rules. A comparison without a column or an operator, or on a column the
 * sheet lacks, is false, as Typebot has it.
 */
async function cellMatches(table: SheetTable, row: SheetRow, comparison: RowsFilterComparison, sandbox: SandboxPort): Promise<boolean> {
  const operator = comparison.comparisonOperator
  const cell = cellOf(table, row, comparison.column)
  if (!comparison.column || !operator || cell === null) return false
  if (operator === 'Is set') return cell.length > 0
  if (operator === 'Is empty') return cell.length === 0
  const value = comparison.value ?? ''
  if (isOrdering(operator)) return compareOrdering(operator, cell, value)
  const isRegex = operator === 'Matches regex' || operator === 'Does not match regex'
  const verdicts = isRegex ? await sandboxedRegexVerdicts(cell, value, sandbox) : undefined
  return compareTexts(operator, cell, value, verdicts)
}

/** True when the row passes the filter: all comparisons (AND, the default) or any (OR); no filter passes every row. */
export async function rowMatches(table: SheetTable, row: SheetRow, filter: RowsFilter | undefined, sandbox: SandboxPort): Promise<boolean> {
  if (!filter) return true
  const comparisons = filter.comparisons ?? []
  const isAnd = (filter.logicalOperator ?? defaultLogicalOperator) === 'AND'
  for (const comparison of comparisons) {
    const matches = await cellMatches(table, row, comparison, sandbox)
    if (isAnd && !matches) return false
    if (!isAnd && matches) return true
  }
  return isAnd
}

/** The rows that pass the filter, in sheet order. */
export async function matchingRows(table: SheetTable, filter: RowsFilter | undefined, sandbox: SandboxPort): Promise<SheetRow[]> {
  const rows: SheetRow[] = []
  for (const row of table.rows) if (await rowMatches(table, row, filter, sandbox)) rows.push(row)
  return rows
}

/** True when the filter names at least one column to compare: what updating rows requires. */
export const hasComparison = (filter: RowsFilter | undefined) => Boolean(filter?.comparisons?.some((comparison) => comparison.column && comparison.comparisonOperator))
