import { z } from 'zod'
import { idSchema } from '../../../common'
import { blockBaseShape, numberOrVariableSchema } from '../base'
import { askAssistantAction, createImageAction, createTranscriptionAction, generateVariablesAction, languageModelActionOptionsShape } from './languageModelActions'
import { languageModelToolSchema } from './languageModelTools'

/**
 * Typebot's language-model plugin ("forge") blocks: lower-case types, an `options.action`. Each
 * provider here speaks either OpenAI's chat completions (one client, the provider's own default
 * address) or Anthropic's Messages API. Any base URL can be set, so a model served on the owner's
 * machine (Ollama, LM Studio, vLLM) answers through the `openai` block.
 */
export const languageModelProviders = {
  openai: { label: 'OpenAI', api: 'openai', baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini' },
  anthropic: { label: 'Anthropic', api: 'anthropic', baseUrl: 'https://api.anthropic.com/v1', model: 'claude-sonnet-4-5' },
  mistral: { label: 'Mistral', api: 'openai', baseUrl: 'https://api.mistral.ai/v1', model: 'mistral-small-latest' },
  groq: { label: 'Groq', api: 'openai', baseUrl: 'https://api.groq.com/openai/v1', model: 'llama-3.3-70b-versatile' },
  deepseek: { label: 'DeepSeek', api: 'openai', baseUrl: 'https://api.deepseek.com/v1', model: 'deepseek-chat' },
  perplexity: { label: 'Perplexity', api: 'openai', baseUrl: 'https://api.perplexity.ai', model: 'sonar' },
  'together-ai': { label: 'Together AI', api: 'openai', baseUrl: 'https://api.together.xyz/v1', model: 'meta-llama/Llama-3.3-70B-Instruct-Turbo' },
  'open-router': { label: 'OpenRouter', api: 'openai', baseUrl: 'https://openrouter.ai/api/v1', model: 'openai/gpt-4o-mini' },
} as const satisfies Record<string, { label: string; api: 'openai' | 'anthropic'; baseUrl: string; model: string }>

export type LanguageModelProvider = keyof typeof languageModelProviders
export const languageModelProviderIds = Object.keys(languageModelProviders) as LanguageModelProvider[]

/** The action every provider runs; OpenAI's others are in languageModelActions.ts. */
export const chatCompletionAction = 'Create chat completion'
/** OpenAI's text to speech: `input` read aloud by `voice`, the MP3's URL saved in `saveUrlInVariableId`. */
export const createSpeechAction = 'Create speech'
export const openAiVoices = ['alloy', 'ash', 'ballad', 'coral', 'echo', 'fable', 'nova', 'onyx', 'sage', 'shimmer', 'verse'] as const
export const defaultSpeechModel = 'tts-1'

export const languageModelResponseItems = ['Message content', 'Total tokens', 'Prompt tokens', 'Completion tokens'] as const

/**
 * A message: system, user or assistant text, or a `Dialogue` that expands a list variable. Typebot
 * writes these without ids (the editor gives one to what it touches) and other roles may appear:
 * every key is kept.
 */
const messageSchema = z.looseObject({
  id: idSchema.optional(),
  role: z.string().optional(),
  content: z.string().optional(),
  name: z.string().optional(),
  dialogueVariableId: z.string().optional(),
  startsBy: z.enum(['user', 'assistant']).optional(),
})
export type LanguageModelMessage = z.infer<typeof messageSchema>

/** Typebot writes these without ids; ours get one when the editor adds them. */
const responseMappingSchema = z.looseObject({
  id: idSchema.optional(),
  item: z.string().optional(),
  variableId: z.string().optional(),
})

const languageModelOptionsSchema = z
  // Loose: other actions carry their own fields, which must survive untouched.
  .looseObject({
    action: z.string().optional(),
    credentialsId: z.string().optional(),
    baseUrl: z.string().optional(),
    model: z.string().optional(),
    messages: z.array(messageSchema).optional(),
    temperature: numberOrVariableSchema.optional(),
    tools: z.array(languageModelToolSchema).optional(),
    responseMapping: z.array(responseMappingSchema).optional(),
    // Create speech
    input: z.string().optional(),
    voice: z.string().optional(),
    saveUrlInVariableId: z.string().optional(),
    ...languageModelActionOptionsShape,
  })
  .optional()

// Loose like the options: a plugin block may carry keys of a newer Typebot, kept as they came.
const languageModelBlockSchemaOf = <const T extends LanguageModelProvider>(type: T) =>
  z.looseObject({ ...blockBaseShape, type: z.literal(type), options: languageModelOptionsSchema })

export const languageModelBlockSchemas = [
  languageModelBlockSchemaOf('openai'),
  languageModelBlockSchemaOf('anthropic'),
  languageModelBlockSchemaOf('mistral'),
  languageModelBlockSchemaOf('groq'),
  languageModelBlockSchemaOf('deepseek'),
  languageModelBlockSchemaOf('perplexity'),
  languageModelBlockSchemaOf('together-ai'),
  languageModelBlockSchemaOf('open-router'),
] as const
export type LanguageModelBlock = z.infer<(typeof languageModelBlockSchemas)[number]>
export type LanguageModelOptions = NonNullable<LanguageModelBlock['options']>

/** Anthropic's name for its chat completion in Typebot's exports. */
export const createChatMessageAction = 'Create Chat Message'

/** True for a block asking for a chat completion (an absent action means it; Anthropic's is "Create Chat Message"). */
export const isChatCompletion = (block: LanguageModelBlock): boolean => {
  const action = block.options?.action ?? chatCompletionAction
  return action === chatCompletionAction || (block.type === 'anthropic' && action === createChatMessageAction)
}

/** True for OpenAI's text to speech. */
export const isCreateSpeech = (block: LanguageModelBlock): boolean => block.type === 'openai' && block.options?.action === createSpeechAction

const isOpenAiAction = (block: LanguageModelBlock, action: string) => block.type === 'openai' && block.options?.action?.toLowerCase() === action.toLowerCase()

/** The providers whose Typebot block extracts typed variables from a prompt. */
export const generateVariablesProviders: readonly LanguageModelProvider[] = ['openai', 'mistral', 'anthropic']
/** The extraction of typed variables from a prompt (OpenAI's, Mistral's and Anthropic's blocks). */
export const isGenerateVariables = (block: LanguageModelBlock): boolean =>
  generateVariablesProviders.includes(block.type) && block.options?.action?.toLowerCase() === generateVariablesAction.toLowerCase()
/** OpenAI's image generation. */
export const isCreateImage = (block: LanguageModelBlock): boolean => isOpenAiAction(block, createImageAction)
/** OpenAI's speech to text. */
export const isCreateTranscription = (block: LanguageModelBlock): boolean => isOpenAiAction(block, createTranscriptionAction)
/** OpenAI's Assistants API. */
export const isAskAssistant = (block: LanguageModelBlock): boolean => isOpenAiAction(block, askAssistantAction)

/** True when the engine runs the block's action; other actions are kept, reported and skipped. */
export const runsLanguageModelAction = (block: LanguageModelBlock): boolean =>
  isChatCompletion(block) || isCreateSpeech(block) || isGenerateVariables(block) || isCreateImage(block) || isCreateTranscription(block) || isAskAssistant(block)

/** A value for every provider (the builder's catalogue, titles and forms are keyed by block type). */
export const forEachLanguageModel = <T>(make: (provider: LanguageModelProvider) => T) =>
  Object.fromEntries(languageModelProviderIds.map((provider) => [provider, make(provider)])) as Record<LanguageModelProvider, T>

export const isLanguageModelBlockType = (type: string): type is LanguageModelProvider => Object.hasOwn(languageModelProviders, type)

export const isLanguageModelBlock = <B extends { type: string }>(block: B): block is Extract<B, LanguageModelBlock> => isLanguageModelBlockType(block.type)
