import type { WebhookBlock } from '../../../../../shared/bot/blocks'
import { ChatInputError } from '../../../turn'
import { addAction } from '../../../walk/actions'
import { cursorOf, type LocatedBlock } from '../../../walk/graph'
import { next, stop, type BlockOutcome } from '../../../walk/outcome'
import type { Turn } from '../../../walk/turnContext'
import { applyResponseMapping } from './mapping'
import { buildWebhookRequest } from './request'
import { sendWebhook, type WebhookResponse } from './send'

/**
 * Webhook (§2.4): sent by the server, or handed to the client (`httpRequestToExecute`, the walk
 * stops until its `{statusCode, data}` reply). The response mapping writes variables; the walk
 * continues via the block edge.
 */
export async function runWebhook(turn: Turn, block: WebhookBlock, at: LocatedBlock): Promise<BlockOutcome> {
  const options = block.options ?? {}
  const request = await buildWebhookRequest(turn, options)
  if (!request) return next
  if (options.isExecutedOnClient) {
    addAction(turn, {
      type: 'httpRequestToExecute',
      httpRequestToExecute: {
        url: request.url,
        method: request.method,
        headers: request.headers,
        ...(request.body ? { body: request.body.value } : {}),
      },
      expectsDedicatedReply: true,
    })
    turn.state.pending = { type: 'webhook', cursor: cursorOf(at) }
    return stop
  }
  await applyResponseMapping(turn, options.responseVariableMapping, await sendWebhook(turn, request))
  return next
}

/** Reads the client's `{"statusCode", "data"}` reply; anything that is not JSON is a 400. */
function parseClientReply(text: string | undefined): WebhookResponse {
  let parsed: unknown
  try {
    parsed = JSON.parse(text ?? '')
  } catch {
    throw new ChatInputError('The reply to an HTTP request must be JSON: {"statusCode": number, "data": any}')
  }
  const reply = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Partial<WebhookResponse>
  return { statusCode: typeof reply.statusCode === 'number' ? reply.statusCode : 200, data: reply.data }
}

/** Applies the mapping of a client-executed Webhook to the client's reply. */
export async function applyClientWebhookReply(turn: Turn, block: WebhookBlock, text: string | undefined): Promise<void> {
  await applyResponseMapping(turn, block.options?.responseVariableMapping, parseClientReply(text))
}
