import { defaultChatwootBaseUrl, type ChatwootBlock } from '../../../../../shared/bot/blocks'
import { addAction } from '../../../walk/actions'
import { addLog } from '../../../walk/logs'
import { next, type BlockOutcome } from '../../../walk/outcome'
import { currentBot, type Turn } from '../../../walk/turnContext'
import { templatedFields } from './textFields'

/**
 * Chatwoot: a `chatwoot` action that opens the widget of the website token (the SDK loaded from
 * the Chatwoot address) with the visitor's templated details, or closes it. As in Typebot, the
 * visitor is identified only when an id or an email is given, by that id or else the result's.
 */
export async function runChatwoot(turn: Turn, block: ChatwootBlock): Promise<BlockOutcome> {
  const options = block.options ?? {}
  if (options.task === 'Close widget') {
    addAction(turn, { type: 'chatwoot', chatwoot: { task: 'close' } })
    return next
  }
  const { baseUrl = defaultChatwootBaseUrl, websiteToken } = await templatedFields(turn, { baseUrl: options.baseUrl, websiteToken: options.websiteToken })
  if (!websiteToken) {
    addLog(turn, { status: 'error', description: 'Chatwoot block needs the website token of the Chatwoot inbox' })
    return next
  }
  const { id, ...details } = await templatedFields(turn, options.user ?? {})
  const user = id || details.email ? { identifier: id ?? currentBot(turn).resultId, ...details } : undefined
  addAction(turn, { type: 'chatwoot', chatwoot: { task: 'open', baseUrl: baseUrl.replace(/\/+$/, ''), websiteToken, ...(user && { user }) } })
  return next
}
