import { runsServiceAction, type ServiceBlock } from '@/shared/bot/blocks'
import { templated, type SummaryContext, type SummaryPart } from './blockSummary'

const muted = (text: string): SummaryPart[] => [{ text, tone: 'muted' }]

/** What the block's action does, in a few words. */
function actionParts(block: ServiceBlock): SummaryPart[] {
  const options = block.options
  switch (block.type) {
    case 'nocodb':
      return options?.tableId ? [{ text: `${options.action} in ` }, ...templated(options.tableId)] : [{ text: `${options?.action} · ` }, ...muted('Set the table…')]
  }
}

/**
 * A service block (NocoDB…) on the canvas: its action, flagged when its credentials are missing
 * (the chat would skip it with an error log), or said as kept when its action does not run.
 */
export function serviceBlockSummary(block: ServiceBlock, context: SummaryContext): SummaryPart[] {
  if (!block.options?.action) return muted('Choose an action…')
  if (!runsServiceAction(block)) return muted(`“${block.options.action}” does not run (kept as imported)`)
  const missing = !block.options.credentialsId || context.credentialsFound === false
  // First, so that a long summary cut by the card's width never hides it.
  return missing ? [{ text: 'Needs credentials', tone: 'warning' }, { text: ' · ' }, ...actionParts(block)] : actionParts(block)
}
