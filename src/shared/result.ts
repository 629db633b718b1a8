import { z } from 'zod'
import { idSchema, isoDateTimeSchema } from './common'
import { type Variable, variableValueSchema } from './bot/variable'
import { timeFilterSchema, timeZoneSchema } from './analytics'
import { isInputBlock } from './bot/blocks/guards'
import { type FlowShape, groupsInFlowOrder } from './bot/flowOrder'
import { chatMessageSchema } from './chat/response'

export const answerSchema = z.object({
  blockId: z.string(),
  content: z.string(),
  attachedFileUrls: z.array(z.string()).optional(),
})
export type Answer = z.infer<typeof answerSchema>

export const resultVariableSchema = z.object({
  id: z.string(),
  name: z.string(),
  value: variableValueSchema.optional(),
  isSessionVariable: z.boolean().optional(),
})

export const resultSchema = z.object({
  id: idSchema,
  botId: idSchema,
  createdAt: isoDateTimeSchema,
  variables: z.array(resultVariableSchema),
  isCompleted: z.boolean(),
  hasStarted: z.boolean(),
  isArchived: z.boolean(),
  lastChatSessionId: z.string().nullable(),
  answers: z.array(answerSchema),
  // Beyond the spec (translations): the language the visitor read the bot in; absent for untranslated bots.
  language: z.string().optional(),
})
export type Result = z.infer<typeof resultSchema>

export const logStatusSchema = z.enum(['success', 'error', 'info'])
export const resultLogSchema = z.object({
  id: idSchema,
  resultId: idSchema,
  status: z.string(),
  description: z.string(),
  details: z.string().nullable(),
  context: z.string().nullable(),
  createdAt: isoDateTimeSchema,
})
export type ResultLog = z.infer<typeof resultLogSchema>

/** One line of a result's conversation: what the bot said, or what the visitor answered. */
export const transcriptEntrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: chatMessageSchema, createdAt: isoDateTimeSchema }),
  z.object({
    type: z.literal('answer'),
    blockId: z.string(),
    content: z.string(),
    attachedFileUrls: z.array(z.string()).optional(),
    createdAt: isoDateTimeSchema,
  }),
])
export type TranscriptEntry = z.infer<typeof transcriptEntrySchema>

/** A calendar day, `YYYY-MM-DD`, read in the request's time zone. */
export const calendarDateSchema = z.iso.date({ message: 'must be a calendar date, YYYY-MM-DD' })

/**
 * Which results a list, count, delete or export applies to. Every condition given must hold;
 * none given means every result of the bot.
 */
export const resultFilterShape = {
  timeFilter: timeFilterSchema.optional().describe('One of the time ranges of the analytics stats'),
  timeZone: timeZoneSchema.optional().describe('IANA zone the time ranges and days are read in; UTC by default'),
  from: calendarDateSchema.optional().describe('First day to include, YYYY-MM-DD'),
  to: calendarDateSchema.optional().describe('Last day to include, YYYY-MM-DD'),
  isCompleted: z.boolean().optional().describe('true: only completed results; false: only the others'),
  hasStarted: z
    .boolean()
    .optional()
    .describe('true: only results whose visitor answered at least once (what the builder lists); false: only visitors who opened the chat and never answered'),
  search: z.string().max(200).optional().describe('Text found in any answer, ignoring case'),
}
export const resultFilterSchema = z.object(resultFilterShape)
export type ResultFilter = z.infer<typeof resultFilterSchema>

export const resultExportFormatSchema = z.enum(['csv', 'json'])
export type ResultExportFormat = z.infer<typeof resultExportFormatSchema>

/** One column of the results table and of the export, after the submission time. */
export const resultColumnSchema = z.discriminatedUnion('kind', [
  z.object({ id: z.string(), kind: z.literal('block'), label: z.string(), blockId: z.string(), blockType: z.string() }),
  z.object({ id: z.string(), kind: z.literal('variable'), label: z.string(), variableId: z.string() }),
  /** The visitor's language, for bots with translations. */
  z.object({ id: z.literal('language'), kind: z.literal('language'), label: z.string() }),
])
export type ResultColumn = z.infer<typeof resultColumnSchema>

type ColumnSource = FlowShape & { variables: Variable[]; settings?: { translations?: { languages?: unknown[] } } }

/**
 * The columns of a bot's results: each input block in the order visitors meet it, headed by the
 * variable it saves to, else by its group's title (the answer keys of BLOCKS.md §4.8), then each
 * variable saved in results that no input fills; first, the visitor's language when the bot has translations. Documents come newest first (draft, then published): a block since removed from the
 * draft keeps its column, so no stored answer goes missing. Labels are made unique.
 */
export function resultColumns(documents: ColumnSource[]): ResultColumn[] {
  const columns: ResultColumn[] = []
  const seen = new Set<string>()
  const labels = new Set<string>()
  // The next suffix worth trying per label: every smaller one is taken, so a thousand questions
  // titled alike cost a thousand steps, not half a million.
  const nextSuffix = new Map<string, number>()
  const uniqueLabel = (label: string) => {
    let n = nextSuffix.get(label) ?? 1
    let candidate = n === 1 ? label : `${label} (${n})`
    while (labels.has(candidate)) candidate = `${label} (${++n})`
    nextSuffix.set(label, n + 1)
    labels.add(candidate)
    return candidate
  }
  // Each variable's name from the newest document that names it, looked up in one map.
  const names = new Map<string, string>()
  for (const doc of documents) for (const v of doc.variables) if (v.name && !names.has(v.id)) names.set(v.id, v.name)
  const variableName = (id: string | undefined) => id && names.get(id)
  const savedByInput = new Set<string>()
  if (documents.some((doc) => doc.settings?.translations?.languages?.length)) {
    columns.push({ id: 'language', kind: 'language', label: uniqueLabel('Language') })
    seen.add('language')
  }
  for (const document of documents) {
    for (const group of groupsInFlowOrder(document)) {
      const inputs = group.blocks.filter(isInputBlock)
      inputs.forEach((block, position) => {
        const id = `block:${block.id}`
        if (seen.has(id)) return
        seen.add(id)
        const variableId = block.options?.variableId
        const name = variableName(variableId)
        if (name && variableId) savedByInput.add(variableId)
        const label = name || (position > 0 ? `${group.title} (${position})` : group.title) || 'Untitled question'
        columns.push({ id, kind: 'block', label: uniqueLabel(label), blockId: block.id, blockType: block.type })
      })
    }
  }
  for (const { variables } of documents) {
    for (const variable of variables) {
      const id = `variable:${variable.id}`
      if (variable.isSessionVariable || savedByInput.has(variable.id) || seen.has(id)) continue
      seen.add(id)
      columns.push({ id, kind: 'variable', label: uniqueLabel(variable.name), variableId: variable.id })
    }
  }
  return columns
}

/** What a cell holds: text (an answer, with any attached files), a list, or uploaded files. */
export type ResultCell = { kind: 'text'; text: string; files?: string[] } | { kind: 'list'; items: string[] } | { kind: 'files'; urls: string[] }

/** Each block's latest answer: an input visited twice keeps two rows, and the table shows the last. */
export function latestAnswers(result: Pick<Result, 'answers'>): Map<string, Answer> {
  return new Map(result.answers.map((answer) => [answer.blockId, answer]))
}

/** A file input stores its URLs as one text, joined by ", ". */
const splitFileUrls = (content: string) =>
  content
    .split(', ')
    .map((url) => url.trim())
    .filter(Boolean)

/** The cell of `column` for a result; undefined when it holds nothing. */
export function resultCell(column: ResultColumn, result: Pick<Result, 'variables' | 'language'>, answers: Map<string, Answer>): ResultCell | undefined {
  if (column.kind === 'language') return result.language ? { kind: 'text', text: result.language } : undefined
  if (column.kind === 'block') {
    const answer = answers.get(column.blockId)
    if (!answer) return undefined
    if (column.blockType === 'file input') return { kind: 'files', urls: splitFileUrls(answer.content) }
    return { kind: 'text', text: answer.content, ...(answer.attachedFileUrls?.length && { files: answer.attachedFileUrls }) }
  }
  const value = result.variables.find((v) => v.id === column.variableId)?.value
  if (value === undefined || value === null) return undefined
  if (Array.isArray(value)) return { kind: 'list', items: value.filter((item): item is string => item !== null) }
  return { kind: 'text', text: value }
}

/** A cell as one line of text, as the CSV export writes it. */
export function cellText(cell: ResultCell | undefined): string {
  if (!cell) return ''
  if (cell.kind === 'list') return cell.items.join(', ')
  if (cell.kind === 'files') return cell.urls.join(', ')
  return cell.files ? [cell.text, ...cell.files].join(', ') : cell.text
}
