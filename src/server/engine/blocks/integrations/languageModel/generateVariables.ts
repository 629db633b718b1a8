import { generateText, jsonSchema, Output, type JSONSchema7 } from 'ai'
import { type LanguageModelBlock, languageModelProviders, type VariableToExtract } from '../../../../../shared/bot/blocks'
import type { RuntimeVariable } from '../../../rules/contracts'
import { writeVariableByName } from '../../../session/variables'
import { addLog, errorText } from '../../../walk/logs'
import { next, type BlockOutcome } from '../../../walk/outcome'
import { templateText } from '../../../walk/template'
import { currentBot, type Turn } from '../../../walk/turnContext'
import { openAiTimeoutMs } from '../openAi/request'
import { openAiAccount } from './openAiAccount'
import { portFetch } from './portFetch'
import { providerModel } from './providerModel'

const typeSchemas: Record<string, JSONSchema7> = {
  string: { type: 'string' },
  number: { type: 'number' },
  boolean: { type: 'boolean' },
  array: { type: 'array', items: { type: 'string' } },
}

/** One variable's schema; an optional one may be null (strict structured outputs want every key listed). */
function valueSchema(entry: VariableToExtract): JSONSchema7 | undefined {
  const values = (entry.values ?? []).filter((value): value is string => typeof value === 'string' && value !== '')
  const schema = entry.type === 'enum' ? (values.length > 0 ? { type: 'string' as const, enum: values } : undefined) : typeSchemas[entry.type ?? 'string']
  if (!schema) return undefined
  const described = entry.description?.trim() ? { ...schema, description: entry.description } : schema
  return entry.isRequired === false ? { anyOf: [described, { type: 'null' }] } : described
}

/** The object asked of the model: a key per variable, named as the variable (as Typebot asks). */
export function extractionSchema(entries: readonly VariableToExtract[], variables: readonly RuntimeVariable[]): JSONSchema7 | undefined {
  const properties: Record<string, JSONSchema7> = {}
  for (const entry of entries) {
    const variable = variables.find((each) => each.id === entry.variableId)
    const schema = variable ? valueSchema(entry) : undefined
    if (variable && schema) properties[variable.name] = schema
  }
  const keys = Object.keys(properties)
  return keys.length > 0 ? { type: 'object', properties, required: keys, additionalProperties: false } : undefined
}

/**
 * "Generate variables" (OpenAI's, Mistral's, Anthropic's): the templated prompt sent with a JSON
 * schema of the variables to extract (OpenAI's structured outputs, which Mistral, Ollama, LM Studio
 * and vLLM follow too; Anthropic's tool input through the AI SDK), and each
 * value the model gives saved in its variable; empty ones are left as they were. Anything missing,
 * a failing model or an answer that is not the object: an error log, and the flow goes on.
 */
export async function runGenerateVariables(turn: Turn, block: LanguageModelBlock): Promise<BlockOutcome> {
  const options = block.options ?? {}
  const { variables } = currentBot(turn)
  const prompt = await templateText(turn, options.prompt ?? '')
  const schema = extractionSchema(options.variablesToExtract ?? [], variables)
  const missing = !prompt.trim() ? 'prompt' : !schema ? 'variable to extract' : undefined
  if (missing || !schema) {
    addLog(turn, { status: 'error', description: `Generate variables has no ${missing}` })
    return next
  }
  const account = await openAiAccount(turn, options, block.type)
  if (!account) return next
  const optional = (options.variablesToExtract ?? []).some((entry) => entry.isRequired === false)
  const instructions = `${prompt}\n\nYou should generate a JSON object${optional ? ' and provide empty values if the information is not there or if you are unsure.' : '.'}`
  try {
    const { output } = await generateText({
      model: providerModel({ provider: block.type, ...account, model: options.model, fetch: portFetch(turn.ports.http, openAiTimeoutMs), structuredOutputs: true }),
      prompt: instructions,
      output: Output.object({ schema: jsonSchema<Record<string, unknown>>(schema) }),
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(openAiTimeoutMs),
    })
    for (const [name, value] of Object.entries(output ?? {})) {
      if (value === null || value === undefined) continue
      writeVariableByName(variables, name, value)
    }
  } catch (error) {
    addLog(turn, { status: 'error', description: `${languageModelProviders[block.type].label} could not generate the variables`, details: errorText(error) })
  }
  return next
}
