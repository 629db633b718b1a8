import { addAction } from '../walk/actions'
import { addLog } from '../walk/logs'
import { currentBot, type Turn } from '../walk/turnContext'
import { sanitizeHeadCode } from './sanitizeHeadCode'

/**
 * `startPropsToInject` (§4.5): the first action of a live startChat when the bot has custom head
 * code. Preview does not inject the author's code into the builder; it says so in an info log.
 */
export function addStartProps(turn: Turn): void {
  const customHeadCode = currentBot(turn).bot.settings.metadata?.customHeadCode?.trim()
  if (!customHeadCode) return
  if (turn.state.isPreview) {
    addLog(turn, { status: 'info', description: 'Custom head code is not injected in preview' })
    return
  }
  const sanitized = sanitizeHeadCode(customHeadCode)
  if (sanitized) addAction(turn, { type: 'startPropsToInject', startPropsToInject: { customHeadCode: sanitized } })
}
