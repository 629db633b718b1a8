import { z } from 'zod'
import { variableValueSchema } from '../bot/variable'
import { chatLogSchema } from './response'

/**
 * The builder's preview debugger (issue 14, Typebot #1479, #1146): what the preview asks for and
 * the trace the engine sends back with each preview turn. Never part of a public chat.
 */
export const debugActionSchema = z.enum(['step', 'continue'])
export type DebugAction = z.infer<typeof debugActionSchema>

export const previewDebugRequestSchema = z.object({
  breakpoints: z.array(z.string().max(256)).max(500).default([]).describe('Block ids the preview pauses before'),
  action: debugActionSchema
    .optional()
    .describe('`step`: run one block and pause again; `continue`: run to the next breakpoint or input. Absent: keep the last one.'),
})
export type PreviewDebugRequest = z.input<typeof previewDebugRequestSchema>

const httpExchangeSchema = z.object({
  method: z.string(),
  url: z.string(),
  requestHeaders: z.record(z.string(), z.string()),
  requestBody: z.string().optional(),
  status: z.number().optional(),
  responseBody: z.string().optional(),
  error: z.string().optional(),
})
export type DebugHttpExchange = z.infer<typeof httpExchangeSchema>

const variableChangeSchema = z.object({ id: z.string(), name: z.string(), before: variableValueSchema, after: variableValueSchema })
export type DebugVariableChange = z.infer<typeof variableChangeSchema>

export const debugTraceEntrySchema = z.object({
  /** Counts blocks across the whole preview session: the debugger's history is per step. */
  step: z.number(),
  /** `block`: the block ran; `reply`: the answer (or client reply) to the block the chat waited on was applied. */
  kind: z.enum(['block', 'reply']),
  blockId: z.string(),
  blockType: z.string(),
  groupId: z.string(),
  groupTitle: z.string(),
  /** One line of what it did. */
  summary: z.string(),
  condition: z.object({ matchedItemId: z.string().optional(), matchedIndex: z.number().optional() }).optional(),
  http: z.array(httpExchangeSchema).optional(),
  ai: z.object({ prompt: z.array(z.object({ role: z.string(), content: z.string() })), answer: z.string().optional() }).optional(),
  variables: z.array(variableChangeSchema),
  logs: z.array(chatLogSchema),
})
export type DebugTraceEntry = z.infer<typeof debugTraceEntrySchema>

export const previewDebugSchema = z.object({
  trace: z.array(debugTraceEntrySchema),
  variables: z.array(z.object({ id: z.string(), name: z.string(), value: variableValueSchema })),
  /** Where the preview is paused, before this block runs. */
  pausedAt: z.object({ blockId: z.string(), groupId: z.string() }).optional(),
  mode: z.enum(['run', 'step']),
})
export type PreviewDebug = z.infer<typeof previewDebugSchema>
