import type { GoogleAnalyticsBlock } from '../../../../../shared/bot/blocks'
import { resolveNumberOrVariable } from '../../../rules'
import { addAction } from '../../../walk/actions'
import { addLog } from '../../../walk/logs'
import { next, type BlockOutcome } from '../../../walk/outcome'
import { currentBot, type Turn } from '../../../walk/turnContext'
import { templatedFields } from './textFields'

/**
 * Google Analytics: a `googleAnalytics` action with every field templated; the visitor's page loads
 * gtag.js for the measurement ID and sends the event. Without an ID or an event name: an error log.
 */
export async function runGoogleAnalytics(turn: Turn, block: GoogleAnalyticsBlock): Promise<BlockOutcome> {
  const { value, ...texts } = block.options ?? {}
  const { trackingId, action, ...rest } = await templatedFields(turn, texts)
  if (!trackingId || !action) {
    addLog(turn, { status: 'error', description: 'Google Analytics block needs a measurement ID and an event action' })
    return next
  }
  const number = resolveNumberOrVariable(value, currentBot(turn).variables)
  addAction(turn, { type: 'googleAnalytics', googleAnalytics: { trackingId, action, ...rest, ...(number === undefined ? {} : { value: number }) } })
  return next
}
