// The chat runtime (BLOCKS.md §1.5, §2, §3.1, §4): pure functions over a session state, with every
// side effect (clock, randomness, ids, HTTP, sandbox, mail, credentials, bot loading) behind ports.
export { startChat } from './startChat'
export { continueChat } from './continueChat'
export { goBack, BackRefusedError, type BackRefusal } from './back/goBack'
export { buildOpenAiChatRequest, type OpenAiChatRequestInput } from './blocks/integrations/openAi/request'
export { prepareOpenAiStreamRequest } from './blocks/integrations/openAi/stream'
export { streamLanguageModelWithTools, type ToolStream } from './blocks/integrations/languageModel/streamWithTools'
export type { HttpStream } from './blocks/integrations/languageModel/portFetch'
export { sanitizeHeadCode } from './startProps/sanitizeHeadCode'
export { maxStepsPerTurn } from './walk/turnContext'
export type * from './ports'
export type * from './sessionState'
export * from './turn'
