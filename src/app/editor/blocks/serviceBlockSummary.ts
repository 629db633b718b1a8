import { runsServiceAction, type ServiceBlock } from '@/shared/bot/blocks'
import { templated, type SummaryContext, type SummaryPart } from './blockSummary'

const muted = (text: string): SummaryPart[] => [{ text, tone: 'muted' }]

/** The action, then what it acts on (highlighted variables), or what is left to set. */
const withSubject = (action: string, subject: string | undefined, unset: string): SummaryPart[] =>
  subject ? [{ text: action }, ...templated(subject)] : [{ text: `${action.trim()} · ` }, ...muted(unset)]

/** What the block's action does, in a few words. */
function actionParts(block: ServiceBlock): SummaryPart[] {
  switch (block.type) {
    case 'nocodb':
      return withSubject(`${block.options?.action} in `, block.options?.tableId, 'Set the table…')
    case 'segment':
      return withSubject(`${block.options?.action} `, block.options?.eventName || block.options?.name || block.options?.userId, 'Set the user…')
    case 'posthog': {
      const options = block.options
      const subject = options?.action === 'Capture' ? options.event : options?.action === 'Identify Group' ? options.groupKey : options?.action === 'Get Flag' ? options.flagKey : options?.userId
      return withSubject(`${options?.action} `, subject, 'Configure…')
    }
    case 'gmail':
      return withSubject('Send to ', block.options?.to, 'Add a recipient…')
    case 'zendesk':
      return block.options?.webWidgetKey ? [{ text: 'Open the Zendesk widget' }] : [{ text: 'Open the Zendesk widget · ' }, ...muted('Set the key…')]
  }
}

/**
 * A service block (NocoDB…) on the canvas: its action, flagged when its credentials are missing
 * (the chat would skip it with an error log), or said as kept when its action does not run.
 */
export function serviceBlockSummary(block: ServiceBlock, context: SummaryContext): SummaryPart[] {
  if (!runsServiceAction(block)) return block.options?.action ? muted(`“${block.options.action}” does not run (kept as imported)`) : muted('Choose an action…')
  const missing = !block.options?.credentialsId || context.credentialsFound === false
  // First, so that a long summary cut by the card's width never hides it.
  return missing ? [{ text: 'Needs credentials', tone: 'warning' }, { text: ' · ' }, ...actionParts(block)] : actionParts(block)
}
