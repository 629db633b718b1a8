import { isIntegrationBlock, isWebhookBlock, type WaitForWebhookBlock } from '../../../shared/bot/blocks'
import type { IncomingMessage } from '../../../shared/chat/message'
import { applyClientWebhookReply } from '../blocks/integrations/webhook'
import { applyInboundWebhook } from '../blocks/logic/waitForWebhook'
import { processAnswer } from '../blocks/inputs/processAnswer'
import { parseClientValue } from '../blocks/logic/setVariable/clientScripts'
import { addToTranscript } from '../session/transcript'
import { writeVariable } from '../session/variables'
import type { PendingStep } from '../sessionState'
import { locate } from './graph'
import { addLog } from './logs'
import type { WalkEnd } from './outcome'
import { currentBot, type Turn } from './turnContext'
import { continueAfter, walk } from './walk'

/** The text a reply to an action carries (actions are answered with text messages). */
const replyText = (message: IncomingMessage | undefined) => (message?.type === 'text' ? message.text : undefined)

/** Applies the client's reply to the action the session waited on. */
async function applyActionReply(turn: Turn, pending: Exclude<PendingStep, { type: 'input' | 'breakpoint' }>, text: string | undefined) {
  const { variables, bot } = currentBot(turn)
  switch (pending.type) {
    case 'setVariable':
    case 'embed':
      // JSON results (numbers, lists, objects) are parsed; anything else is stored as sent (§2.1, §3.1).
      writeVariable(variables, pending.variableId, text === undefined ? null : parseClientValue(text))
      return
    case 'webhook': {
      const block = locate(bot, pending.cursor)?.block
      if (block && isIntegrationBlock(block) && isWebhookBlock(block)) await applyClientWebhookReply(turn, block, text)
      return
    }
    case 'openAiStream':
      // The client already shows the text: the bubble that would repeat it is left out (§2.4).
      turn.skipBubbleId = pending.skipBubbleId
      if (!text) {
        addLog(turn, { status: 'error', description: 'OpenAI returned no message', details: 'The streamed completion was empty.' })
        return
      }
      writeVariable(variables, pending.variableId, text, { appendToList: true })
      addToTranscript(turn.state, 'assistant', text)
      return
    case 'inboundWebhook': {
      const block = locate(bot, pending.cursor)?.block
      if (block?.type === 'webhook') await applyInboundWebhook(turn, block as WaitForWebhookBlock, text)
      return
    }
    case 'wait':
      return
  }
}

/**
 * Continues a session that waits on something (§4.6 step 1): the message answers the pending input,
 * or is the reply to the pending action, after which the walk goes on behind that block.
 */
export async function resumePending(turn: Turn, pending: PendingStep, message: IncomingMessage | undefined): Promise<WalkEnd> {
  if (pending.type === 'input') return processAnswer(turn, { cursor: pending.cursor, input: pending.input, message })
  if (pending.type === 'breakpoint') {
    delete turn.state.pending
    if (turn.debug) turn.debug.freeBlockId = pending.cursor.blockId
    return walk(turn, pending.cursor)
  }
  await applyActionReply(turn, pending, replyText(message))
  delete turn.state.pending
  return continueAfter(turn, pending.cursor)
}
