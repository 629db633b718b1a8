import { createAnthropic } from '@ai-sdk/anthropic'
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { LanguageModel } from 'ai'
import { type LanguageModelProvider, languageModelProviders } from '../../../../../shared/bot/blocks'

export type ModelChoice = {
  provider: LanguageModelProvider
  apiKey: string
  baseUrl?: string
  model?: string
  fetch: typeof fetch
  /** The server follows a JSON schema given with `response_format` (OpenAI's structured outputs). */
  structuredOutputs?: boolean
}

/**
 * The AI SDK model a block asks for: Anthropic through its Messages API, every other provider
 * through one OpenAI-compatible client at the provider's address unless the block or the
 * credentials name another (a local Ollama, LM Studio or vLLM server works the same way).
 */
export function providerModel({ provider, apiKey, baseUrl, model, fetch, structuredOutputs }: ModelChoice): LanguageModel {
  const defaults = languageModelProviders[provider]
  const address = (baseUrl?.trim() || defaults.baseUrl).replace(/\/+$/, '')
  const modelId = model?.trim() || defaults.model
  if (defaults.api === 'anthropic') return createAnthropic({ apiKey, baseURL: address, fetch })(modelId)
  return createOpenAICompatible({ name: provider, apiKey, baseURL: address, fetch, includeUsage: true, supportsStructuredOutputs: structuredOutputs }).chatModel(modelId)
}
