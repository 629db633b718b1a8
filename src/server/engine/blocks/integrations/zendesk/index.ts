import type { ZendeskBlock } from '../../../../../shared/bot/blocks'
import { addAction } from '../../../walk/actions'
import { addLog } from '../../../walk/logs'
import { next, type BlockOutcome } from '../../../walk/outcome'
import { templateStrings } from '../../../walk/template'
import type { Turn } from '../../../walk/turnContext'
import { serviceCredentials } from '../serviceBlocks/serviceCredentials'
import { messagingToken } from './messagingToken'

/**
 * Zendesk (Typebot's `zendesk` plugin block): the chat page opens the messaging Web Widget of the
 * templated key, loading Zendesk's snippet only then. With a user id the visitor is signed in by
 * a token the credentials' Conversations key signs here (the secret never reaches the page);
 * without usable credentials that is logged and the widget opens for an anonymous visitor.
 */
export async function runZendesk(turn: Turn, block: ZendeskBlock): Promise<BlockOutcome> {
  const options = await templateStrings(turn, block.options ?? {})
  const key = options.webWidgetKey?.trim()
  if (!key) {
    addLog(turn, { status: 'error', description: 'Zendesk: the Web Widget key is required' })
    return next
  }
  const userId = options.userId?.trim()
  const credentials = userId ? await serviceCredentials(turn, block, ['conversationsKeyId', 'conversationsSecretKey']) : null
  const token = credentials
    ? messagingToken({ keyId: credentials.conversationsKeyId, secret: credentials.conversationsSecretKey }, { externalId: userId!, name: options.name?.trim(), email: options.email?.trim() })
    : undefined
  addAction(turn, { type: 'zendeskWebWidget', zendeskWebWidget: { key, ...(token ? { token } : {}) } })
  return next
}
