import type { CardsBlock } from '../../../../shared/bot/blocks'
import type { ChatInput } from '../../../../shared/chat/response'
import type { AnswerCheck, RuntimeVariable } from '../../rules/contracts'
import { answerKey, setAnswer } from '../../session/answerMap'
import { resultMemory } from '../../session/queue'
import { addToTranscript } from '../../session/transcript'
import { writeVariable } from '../../session/variables'
import type { Cursor } from '../../sessionState'
import { currentBot, recordFor, type Turn } from '../../walk/turnContext'

type ValidAnswer = Extract<AnswerCheck, { status: 'valid' }>

// Inputs append to a variable that holds a list (§1.6 list semantics).
const asInput = { appendToList: true }

/** Writes the card fields the block maps to variables ("Button" = the clicked path's text). */
function writeCardFields(variables: RuntimeVariable[], input: CardsBlock, check: ValidAnswer): void {
  const card = input.items.find((item) => item.id === check.matchedItemId)
  if (!card) return
  const path = card.paths?.find((candidate) => candidate.id === check.matchedPathId)
  const fields = {
    'Image URL': card.imageUrl,
    Title: card.title,
    Description: card.description,
    Button: path?.text,
    'Internal Value': card.options?.internalValue,
  }
  for (const mapping of input.options?.saveResponseMapping ?? [])
    if (mapping.field) writeVariable(variables, mapping.variableId, fields[mapping.field] ?? null, asInput)
}

/** Writes the variables an answer feeds (§2.2): the input's, or audio/attachment targets of a text input. */
function writeAnswerVariables(variables: RuntimeVariable[], input: ChatInput, check: ValidAnswer): string | undefined {
  if (input.type === 'text input') {
    const urls = check.attachedFileUrls ?? []
    if (urls.length > 0)
      writeVariable(variables, input.options?.attachments?.saveVariableId, urls.length === 1 ? urls[0] : urls, asInput)
    const target = check.isAudio ? input.options?.audioClip?.saveVariableId : input.options?.variableId
    writeVariable(variables, target, check.answer, asInput)
    return target
  }
  writeVariable(variables, input.options?.variableId, check.answer, asInput)
  if (input.type === 'cards') writeCardFields(variables, input, check)
  return input.options?.variableId
}

/**
 * Stores a valid answer (§4.8): variables, the answer row, the session answer map, the counters
 * behind `hasStarted` and progress, the transcript, and `lastMessageNewFormat`.
 */
export function saveAnswer(turn: Turn, input: ChatInput, cursor: Required<Cursor>, check: ValidAnswer): void {
  const queued = currentBot(turn)
  const variableId = writeAnswerVariables(queued.variables, input, check)
  const urls = check.attachedFileUrls?.length ? { attachedFileUrls: check.attachedFileUrls } : {}
  recordFor(turn, queued.resultId).answers.push({
    blockId: input.id,
    groupId: cursor.groupId,
    ...(variableId ? { variableId } : {}),
    content: check.answer,
    ...urls,
  })
  const memory = resultMemory(turn.state, queued.resultId, queued.bot.id)
  memory.answerCount += 1
  const key = answerKey(queued.bot, queued.variables, { ...cursor, variableId: input.options?.variableId })
  setAnswer(memory, key, check.answer)
  if (queued.resultId === turn.state.resultId) turn.state.answersInSession += 1
  turn.state.previewHistory?.answers.push({ blockId: input.id, content: check.answer })
  addToTranscript(turn.state, 'user', check.answer)
  if (check.newFormat !== undefined) turn.lastMessageNewFormat = check.newFormat
}
