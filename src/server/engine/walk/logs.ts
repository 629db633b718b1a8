import type { ChatLog } from '../../../shared/chat/response'
import { currentBot, type Turn } from './turnContext'

/**
 * Records a log against the executing bot's result. `isSecret` marks the success/error logs of
 * Webhook and Email blocks, which may hold credentials or personal data: public responses leave
 * them out while the result keeps them (§4.3).
 */
export function addLog(turn: Turn, log: ChatLog, options: { isSecret?: boolean } = {}): void {
  const status = log.status ?? 'error'
  turn.logs.push({
    resultId: currentBot(turn).resultId,
    log,
    isSecret: Boolean(options.isSecret) && status !== 'info',
  })
}

/** Error text of anything thrown, for log details. */
export const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : JSON.stringify(error)
