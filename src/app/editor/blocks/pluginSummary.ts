import {
  blinkActions, type BlinkBlock, calComBookEventAction, type CalComBlock, chatNodeSendMessageAction, type ChatNodeBlock, difyActions, type DifyAiBlock, difyQueryKnowledgeBaseAction,
  elevenLabsTextToSpeechAction, type ElevenLabsBlock, type KnownBlock, runsPluginAction,
} from '@/shared/bot/blocks'
import { templated, type SummaryContext, type SummaryPart } from './blockSummary'

type PluginBlock = DifyAiBlock | ChatNodeBlock | ElevenLabsBlock | CalComBlock | BlinkBlock

/** The actions each of these plugin blocks runs. */
const actionsOf: Record<PluginBlock['type'], readonly string[]> = {
  'dify-ai': difyActions,
  'chat-node': [chatNodeSendMessageAction],
  elevenlabs: [elevenLabsTextToSpeechAction],
  'cal-com': [calComBookEventAction],
  blink: blinkActions,
}

export const isPluginBlock = (block: KnownBlock): block is PluginBlock => Object.hasOwn(actionsOf, block.type)

function what(block: PluginBlock): SummaryPart[] {
  switch (block.type) {
    case 'dify-ai':
      return block.options?.action === difyQueryKnowledgeBaseAction
        ? [{ text: 'Search Dify knowledge: ' }, ...templated(block.options.query, 'Set the query…')]
        : [{ text: 'Ask Dify: ' }, ...templated(block.options?.query, 'Set the query…')]
    case 'chat-node': return [{ text: 'Ask ChatNode: ' }, ...templated(block.options?.message, 'Set the message…')]
    case 'elevenlabs': return [{ text: 'Read aloud: ' }, ...templated(block.options?.text, 'Set the text…')]
    case 'cal-com': return block.options?.link ? [{ text: 'Book ' }, ...templated(block.options.link)] : [{ text: 'Set the event link…', tone: 'muted' }]
    case 'blink': return block.options?.action ? [{ text: `Blink: ${block.options.action}` }] : [{ text: 'Choose an action…', tone: 'muted' }]
  }
}

/**
 * What a Dify, ChatNode, ElevenLabs, Cal.com or Blink block does, flagged when it needs an account
 * the workspace does not have (the chat would skip it with an error log). Cal.com and Blink's
 * Redirect take none.
 */
export function pluginSummary(block: PluginBlock, context: SummaryContext): SummaryPart[] {
  if (!runsPluginAction(block, actionsOf[block.type])) return [{ text: `“${block.options?.action}” does not run (kept as imported)`, tone: 'muted' }]
  const needsAccount = block.type !== 'cal-com' && !(block.type === 'blink' && block.options?.action === 'Redirect')
  const credentialsId = block.type === 'cal-com' ? undefined : block.options?.credentialsId
  const missing = needsAccount && (!credentialsId || context.credentialsFound === false)
  // First, so that a long summary cut by the card's width never hides it.
  return missing ? [{ text: 'Needs credentials', tone: 'warning' }, { text: ' · ' }, ...what(block)] : what(block)
}
