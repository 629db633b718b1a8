import type { Block, ChoiceItem, GoogleSheetsBlock, LoopBlock, PaymentInputBlock, PictureChoiceItem } from '@/shared/bot/blocks'
import {
  defaultPaymentInputOptions,
  isAskAssistant,
  isCreateImage,
  isCreateSpeech,
  isCreateTranscription,
  isGenerateVariables,
  isKnownBlock,
  isLanguageModelBlock,
  languageModelProviders,
  runsLanguageModelAction,
  type LanguageModelBlock,
} from '@/shared/bot/blocks'
import type { Comparison, Condition } from '@/shared/bot/condition'
import { isPluginBlock, pluginSummary } from './pluginSummary'
import { richTextToPlain } from './richTextToPlain'
import { isServiceBlock } from '@/shared/bot/blocks'
import { serviceBlockSummary } from './serviceBlockSummary'

/** A piece of a summary: plain words, a variable name (highlighted), a muted hint, or a problem to fix. */
export type SummaryPart = { text: string; tone?: 'variable' | 'muted' | 'warning' }
export type SummaryContext = {
  variableName: (id: string | undefined) => string | undefined
  groupTitle: (id: string | undefined) => string | undefined
  /** For a block with credentials: whether the workspace has them (undefined: not known yet, or not listable). */
  credentialsFound?: boolean
}

const muted = (text: string): SummaryPart[] => [{ text, tone: 'muted' }]

/** Text with its `{{Variable}}` tokens as highlighted parts. */
export function templated(text: string | null | undefined, empty = 'Click to edit…'): SummaryPart[] {
  if (!text?.trim()) return muted(empty)
  return text
    .split(/(\{\{[^{}]+\}\})/)
    .filter(Boolean)
    .map((piece) => (/^\{\{[^{}]+\}\}$/.test(piece) ? { text: piece.slice(2, -2), tone: 'variable' as const } : { text: piece }))
}

const savesTo = (variableId: string | undefined, context: SummaryContext, prefix = ''): SummaryPart[] => {
  const name = context.variableName(variableId)
  return name ? [{ text: `${prefix}Saves to ` }, { text: name, tone: 'variable' }] : muted(`${prefix}Not saved to a variable`)
}

const operatorWords: Record<string, string> = {
  'Equal to': 'is', 'Not equal': 'is not', Contains: 'contains', 'Does not contain': 'does not contain', 'Greater than': '>',
  'Greater or equal to': '≥', 'Less than': '<', 'Less or equal to': '≤', 'Is set': 'is set', 'Is empty': 'is empty',
  'Starts with': 'starts with', 'Ends with': 'ends with', 'Matches regex': 'matches', 'Does not match regex': 'does not match',
}

const comparisonParts = (comparison: Comparison, context: SummaryContext): SummaryPart[] => {
  const name = context.variableName(comparison.variableId)
  const operator = comparison.comparisonOperator
  // Without a variable or an operator a comparison is false (BLOCKS.md §3.2): it shows as unfinished.
  if (!name || !operator) return muted('Configure…')
  const unary = operator === 'Is set' || operator === 'Is empty'
  return [{ text: name, tone: 'variable' }, { text: ` ${operatorWords[operator]}` }, ...(unary ? [] : [{ text: ' ' }, ...templated(comparison.value, '…')])]
}

/** A condition in words: "Age > 18 and Name is set". */
function conditionParts(condition: Condition | undefined, context: SummaryContext): SummaryPart[] {
  const comparisons = condition?.comparisons ?? []
  if (comparisons.length === 0) return muted('Configure…')
  const joiner = { text: condition?.logicalOperator === 'OR' ? ' or ' : ' and ' }
  return comparisons.flatMap((comparison, i) => [...(i ? [joiner] : []), ...comparisonParts(comparison, context)])
}

/** The one line a block shows on the canvas. */
export function blockSummary(block: Block, context: SummaryContext): SummaryPart[] {
  if (!isKnownBlock(block)) return muted(`Unsupported “${block.type}” block (kept as imported)`)
  if (isLanguageModelBlock(block)) return languageModelSummary(block, context)
  if (isPluginBlock(block)) return pluginSummary(block, context)
  if (block.type === 'Google Sheets') return googleSheetsSummary(block, context)
  if (isServiceBlock(block)) return serviceBlockSummary(block, context)
  switch (block.type) {
    case 'text': return templated(richTextToPlain(block.content?.richText))
    case 'image': case 'video': case 'audio': case 'embed': return templated(block.content?.url)
    case 'choice input': case 'picture choice input':
      return savesTo(block.options?.variableId, context, block.options?.isMultipleChoice ? 'Several answers · ' : '')
    case 'Set variable': {
      const name = context.variableName(block.options?.variableId)
      if (!name) return muted('Choose a variable…')
      const type = block.options?.type ?? 'Custom'
      const value = type === 'Custom' ? templated(block.options?.expressionToEvaluate, '…') : [{ text: type }]
      return [{ text: 'Set ' }, { text: name, tone: 'variable' }, { text: ' to ' }, ...value]
    }
    case 'Condition': return [{ text: 'Condition' }]
    case 'AB test': return [{ text: 'AB test' }]
    case 'Loop': return loopSummary(block, context)
    case 'Redirect': return block.options?.url ? [{ text: 'Redirect to ' }, ...templated(block.options.url)] : muted('Set a URL…')
    case 'Code': return [{ text: `Run “${block.options?.name || 'Script'}”` }]
    case 'Bot link': return block.options?.botId === 'current' ? [{ text: 'Jump within this bot' }] : block.options?.botId ? [{ text: 'Link to another bot' }] : muted('Choose a bot…')
    case 'Wait': return block.options?.secondsToWaitFor ? [{ text: 'Wait ' }, ...templated(block.options.secondsToWaitFor), { text: ' s' }] : muted('Set a delay…')
    case 'Jump': {
      const title = context.groupTitle(block.options?.groupId)
      return title ? [{ text: 'Jump to ' }, { text: title }] : muted('Choose a group…')
    }
    case 'Return': return [{ text: 'Return' }]
    case 'Webhook': case 'Zapier': case 'Make.com': case 'Pabbly': return block.options?.webhook?.url ? [{ text: `${block.options.webhook.method ?? 'POST'} ` }, ...templated(block.options.webhook.url)] : muted('Set a URL…')
    case 'Email': return block.options?.recipients?.length ? [{ text: 'Send to ' }, ...templated(block.options.recipients.join(', '))] : muted('Add recipients…')
    case 'OpenAI':
      if (block.options?.task === 'Create speech') return [{ text: 'Read aloud: ' }, ...templated(block.options.input, 'Set the text…')]
      if (block.options?.task === 'Create image') return [{ text: 'Draw: ' }, ...templated(block.options.prompt, 'Set the prompt…')]
      return [{ text: `Chat with ${block.options?.model ?? 'gpt-4o-mini'}` }]
    case 'webhook': {
      const saved = block.options?.responseVariableMapping?.filter((mapping) => mapping.variableId).length ?? 0
      return [{ text: 'Waits for a webhook call' }, ...(saved ? [{ text: ` · saves ${saved} variable${saved === 1 ? '' : 's'}` }] : [])]
    }
    case 'payment input': return paymentSummary(block, context)
    case 'Chatwoot': return block.options?.task === 'Close widget' ? [{ text: 'Close the Chatwoot widget' }] : block.options?.websiteToken ? [{ text: 'Open the Chatwoot widget' }] : muted('Set the website token…')
    case 'Google Analytics': return block.options?.action ? [{ text: 'Track ' }, ...templated(block.options.action)] : muted('Set the event…')
    case 'Pixel': return block.options?.eventType ? [{ text: 'Track ' }, ...templated(block.options.eventType === 'Custom' ? block.options.name : block.options.eventType, 'a custom event')] : muted('Choose an event…')
    case 'qr-code': return block.options?.data ? [{ text: 'QR code of ' }, ...templated(block.options.data)] : muted('Set what to encode…')
    case 'start': return [{ text: 'Start' }]
    default: return savesTo(block.options?.variableId, context)
  }
}

/** The words of one item row: a button's text, a picture's title, a condition, an AB share. */
export function itemSummary(block: Block, itemId: string, context: SummaryContext): SummaryPart[] {
  if (!isKnownBlock(block)) return []
  if (block.type === 'choice input') return templated((block.items.find((item) => item.id === itemId) as ChoiceItem | undefined)?.content)
  if (block.type === 'picture choice input') {
    const item = block.items.find((candidate) => candidate.id === itemId) as PictureChoiceItem | undefined
    return templated(item?.title || item?.pictureSrc)
  }
  if (block.type === 'Condition') return conditionParts(block.items.find((item) => item.id === itemId)?.content, context)
  if (block.type === 'AB test') {
    const share = block.options?.aPercent ?? 50
    const isA = block.items[0].id === itemId
    return [{ text: `${isA ? 'A' : 'B'} · ${isA ? share : 100 - share}%` }]
  }
  if (block.type === 'cards') return templated(block.items.find((card) => card.id === itemId)?.title, 'Card')
  if (block.type === 'Loop') return [{ text: 'Each' }]
  return []
}

/** What the visitor pays, flagged when the Stripe account is missing: the chat would stop there with an error. */
function paymentSummary(block: PaymentInputBlock, context: SummaryContext): SummaryPart[] {
  const options = block.options
  const what: SummaryPart[] = options?.amount
    ? [{ text: 'Collect ' }, ...templated(options.amount), { text: ` ${options.currency || defaultPaymentInputOptions.currency}` }]
    : muted('Set an amount…')
  const missing = !options?.credentialsId || context.credentialsFound === false
  return missing ? [{ text: 'Needs credentials', tone: 'warning' }, { text: ' · ' }, ...what] : what
}

/** The Sheets action and its tab, flagged like a model block when its Google account is missing. */
function googleSheetsSummary(block: GoogleSheetsBlock, context: SummaryContext): SummaryPart[] {
  const { action, sheetId, credentialsId } = block.options ?? {}
  if (!action) return muted('Choose an action…')
  const what: SummaryPart[] = [{ text: action }, ...(sheetId ? [{ text: ' · ' }, ...templated(sheetId)] : [])]
  return !credentialsId || context.credentialsFound === false ? [{ text: 'Needs credentials', tone: 'warning' }, { text: ' · ' }, ...what] : what
}

/** What a model block asks, flagged when its credentials are missing: the chat would skip it with an error log. */
function languageModelSummary(block: LanguageModelBlock, context: SummaryContext): SummaryPart[] {
  if (!runsLanguageModelAction(block)) return muted(`“${block.options?.action}” does not run (kept as imported)`)
  const options = block.options ?? {}
  const what: SummaryPart[] = isCreateSpeech(block)
    ? [{ text: 'Read aloud: ' }, ...templated(options.input, 'Set the text…')]
    : isGenerateVariables(block)
      ? [{ text: `Fill ${options.variablesToExtract?.length ?? 0} variable(s) from: ` }, ...templated(options.prompt, 'Set the prompt…')]
      : isCreateImage(block)
        ? [{ text: 'Draw: ' }, ...templated(options.prompt, 'Set the prompt…')]
        : isCreateTranscription(block)
          ? [{ text: 'Transcribe: ' }, ...templated(options.url, 'Set the audio URL…')]
          : isAskAssistant(block)
            ? [{ text: `Ask ${options.assistantId || 'an assistant'}: ` }, ...templated(options.message, 'Set the message…')]
            : [{ text: `Chat with ${options.model || languageModelProviders[block.type].model}` }]
  const missing = !block.options?.credentialsId || context.credentialsFound === false
  // First, so that a long summary cut by the card's width never hides it.
  return missing ? [{ text: 'Needs credentials', tone: 'warning' }, { text: ' · ' }, ...what] : what
}

/** "For each Fruit in Fruits" / "While …", or what is still to choose. */
function loopSummary(block: LoopBlock, context: SummaryContext): SummaryPart[] {
  const options = block.options
  if ((options?.kind ?? 'for each') === 'while') {
    return options?.condition?.comparisons?.length ? [{ text: 'While ' }, ...conditionParts(options.condition, context)] : muted('Set the condition…')
  }
  const list = context.variableName(options?.listVariableId)
  if (!list) return muted('Choose a list…')
  const item = context.variableName(options?.itemVariableId)
  return [{ text: 'For each ' }, ...(item ? [{ text: item, tone: 'variable' as const }, { text: ' in ' }] : [{ text: 'item of ' }]), { text: list, tone: 'variable' }]
}
