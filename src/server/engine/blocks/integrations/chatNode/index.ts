import { chatNodeSendMessageAction, type ChatNodeBlock, chatNodeDefaultBaseUrl } from '../../../../../shared/bot/blocks'
import { writeVariable } from '../../../session/variables'
import { addLog } from '../../../walk/logs'
import { next, type BlockOutcome } from '../../../walk/outcome'
import { templateText } from '../../../walk/template'
import { currentBot, type Turn } from '../../../walk/turnContext'
import { apiKeyCredentials, callService, parseJsonAnswer, serviceAddress, skipOtherAction } from '../pluginCall'

type ChatNodeAnswer = { message?: unknown; chat_session_id?: unknown }

/**
 * ChatNode's "Send Message": the templated message posted to the bot (`POST /v1/{botId}`), in the
 * thread given or a new one; the mapping saves its answer ("Message") and the thread's id. No
 * credentials or bot, or a failing service: an error log, and the flow goes on.
 */
export async function runChatNode(turn: Turn, block: ChatNodeBlock): Promise<BlockOutcome> {
  const skipped = skipOtherAction(turn, block, [chatNodeSendMessageAction])
  if (skipped) return skipped
  const options = block.options ?? {}
  const botId = (await templateText(turn, options.botId ?? '')).trim()
  const message = await templateText(turn, options.message ?? '')
  const missing = !botId ? 'bot ID' : !message.trim() ? 'message' : undefined
  if (missing) {
    addLog(turn, { status: 'error', description: `ChatNode block has no ${missing}` })
    return next
  }
  const credentials = await apiKeyCredentials(turn, options.credentialsId, 'ChatNode')
  if (!credentials) return next
  const threadId = (await templateText(turn, options.threadId ?? '')).trim()
  const doing = 'Sending the message to ChatNode'
  const response = await callService(
    turn,
    {
      url: `${serviceAddress(credentials, chatNodeDefaultBaseUrl)}/${encodeURIComponent(botId)}`,
      method: 'POST',
      headers: { Authorization: `Bearer ${credentials.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ message, ...(threadId ? { chat_session_id: threadId } : {}) }),
    },
    doing,
  )
  const answer = response && (parseJsonAnswer(turn, response, doing) as ChatNodeAnswer | undefined)
  if (!answer) return next
  const { variables } = currentBot(turn)
  for (const mapping of options.responseMapping ?? []) {
    const item = mapping.item ?? 'Message'
    if (item === 'Message') writeVariable(variables, mapping.variableId, answer.message ?? null)
    if (item === 'Thread ID') writeVariable(variables, mapping.variableId, answer.chat_session_id ?? null)
  }
  return next
}
