import { jsonSchema, tool, type JSONSchema7, type ToolSet } from 'ai'
import type { LanguageModelTool, LanguageModelToolParameter } from '../../../../../shared/bot/blocks'
import { prepareCode } from '../../../rules'
import { addLog } from '../../../walk/logs'
import { currentBot, type Turn } from '../../../walk/turnContext'
import { applySandboxWrites } from '../../logic/sandboxWrites'

/** A tool's code gets the sandbox's limit for owner code (as the Code block's). */
const toolCodeTimeoutMs = 10_000
/** Model steps of one completion: a model calling tools over and over stops after this many (as Typebot's). */
export const maxModelSteps = 10

const identifier = /^[A-Za-z_$][\w$]*$/

/** One parameter as JSON Schema: its type, the possible values of an enum, its description. */
function parameterSchema(parameter: LanguageModelToolParameter): JSONSchema7 | undefined {
  const description = parameter.description?.trim() ? { description: parameter.description } : {}
  if (parameter.type === 'string' || parameter.type === 'number' || parameter.type === 'boolean') return { type: parameter.type, ...description }
  const values = (parameter.values ?? []).filter((value): value is string => typeof value === 'string' && value !== '')
  if (parameter.type === 'enum' && values.length > 0) return { type: 'string', enum: values, ...description }
  return undefined
}

/** The object the model must send: named, typed parameters; required unless marked otherwise (as Typebot does). */
export function toolInputSchema(parameters: readonly LanguageModelToolParameter[] | undefined): JSONSchema7 {
  const properties: Record<string, JSONSchema7> = {}
  const required: string[] = []
  for (const parameter of parameters ?? []) {
    const schema = parameter.name ? parameterSchema(parameter) : undefined
    if (!parameter.name || !schema) continue
    properties[parameter.name] = schema
    if (parameter.required !== false) required.push(parameter.name)
  }
  return { type: 'object', properties, required, additionalProperties: false }
}

/** What a tool's code returned, as the text the model reads back. */
const asToolOutput = (value: unknown): string => {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value
  try {
    return JSON.stringify(value)
  } catch {
    return String(value)
  }
}

/**
 * Runs a function the model called, as a Code block runs on the server: `{{Variable}}` tokens and
 * the arguments the model sent are in scope, `setVariable` writes bot variables, and the returned
 * value is the text the model reads back. A failing call is logged and its error is what the model
 * reads, so it can answer anyway. Shared by chat completions' tools and assistants' functions.
 */
export async function runModelFunction(turn: Turn, name: string, code: string, input: Record<string, unknown> | undefined): Promise<string> {
  const { body, args } = prepareCode(code, currentBot(turn).variables)
  const parameters = Object.fromEntries(Object.entries(input ?? {}).filter(([key]) => identifier.test(key)))
  const result = await turn.ports.sandbox.run(body, { ...args, ...parameters }, { timeoutMs: toolCodeTimeoutMs, allowFetch: true })
  applySandboxWrites(turn, result)
  if (result.ok) return asToolOutput(result.value)
  addLog(turn, { status: 'error', description: `Tool "${name}" failed`, details: result.error })
  return `Error: ${result.error}`
}

/** The block's tools for the AI SDK, each answered by `runModelFunction`. */
export function modelTools(turn: Turn, tools: readonly LanguageModelTool[] | undefined): ToolSet | undefined {
  const set: ToolSet = {}
  for (const entry of tools ?? []) {
    const { name, code } = entry
    if ((entry.type ?? 'function') !== 'function' || !name?.trim() || !code?.trim()) continue
    set[name] = tool({
      description: entry.description,
      inputSchema: jsonSchema<Record<string, unknown>>(toolInputSchema(entry.parameters)),
      execute: (input) => runModelFunction(turn, name, code, input),
    })
  }
  return Object.keys(set).length > 0 ? set : undefined
}
