import { z } from 'zod'
import { idSchema } from '../../../common'
import { comparisonOperatorSchema, logicalOperatorSchema } from '../../condition'
import { blockBaseShape } from '../base'

/** Typebot's three actions, as exported (an absent action: the block is not set up yet). */
export const googleSheetsActions = ['Get data from sheet', 'Insert a row', 'Update a row'] as const
export type GoogleSheetsAction = (typeof googleSheetsActions)[number]

/** Which of the matching rows "Get data from sheet" keeps (default `All`). */
export const totalRowsToExtractOptions = ['All', 'First', 'Last', 'Random'] as const

/** A column and the templated value written into it. */
const cellSchema = z.object({ id: idSchema, column: z.string().optional(), value: z.string().optional() })
export type SheetCell = z.infer<typeof cellSchema>

/** A column whose value (or values, one per matching row) goes into a variable. */
const extractingCellSchema = z.object({ id: idSchema, column: z.string().optional(), variableId: z.string().optional() })

/** A column compared with a templated value; rows match when all (AND) or any (OR) comparisons hold. */
const rowsFilterComparisonSchema = z.object({
  id: idSchema,
  column: z.string().optional(),
  comparisonOperator: comparisonOperatorSchema.optional(),
  value: z.string().optional(),
})
export type RowsFilterComparison = z.infer<typeof rowsFilterComparisonSchema>

const rowsFilterSchema = z.object({
  comparisons: z.array(rowsFilterComparisonSchema).optional(),
  logicalOperator: logicalOperatorSchema.optional(),
})
export type RowsFilter = z.infer<typeof rowsFilterSchema>

/**
 * `Google Sheets`: insert a row, update the rows that match, or read columns of the matching rows
 * into variables. `sheetId` is the tab's id (the `gid` of its URL, what Typebot stores) or its
 * name. The first row of the sheet holds the column names. Every option of Typebot's v5 and v6
 * shapes is kept (v5's `referenceCell` is the one-column filter older exports carry).
 */
export const googleSheetsBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('Google Sheets'),
  options: z
    .object({
      action: z.enum(googleSheetsActions).optional(),
      credentialsId: z.string().optional(),
      spreadsheetId: z.string().optional(),
      sheetId: z.string().optional(),
      cellsToInsert: z.array(cellSchema).optional(),
      cellsToUpsert: z.array(cellSchema).optional(),
      cellsToExtract: z.array(extractingCellSchema).optional(),
      referenceCell: cellSchema.optional(),
      filter: rowsFilterSchema.optional(),
      totalRowsToExtract: z.enum(totalRowsToExtractOptions).optional(),
    })
    .optional(),
})
export type GoogleSheetsBlock = z.infer<typeof googleSheetsBlockSchema>
export type GoogleSheetsOptions = NonNullable<GoogleSheetsBlock['options']>
