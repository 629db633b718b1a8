import type { ClientSideAction } from '../../../shared/chat/response'
import type { ChatController } from '../chatController'
import { runChatwoot } from './chatwoot'
import { sendGoogleAnalyticsEvent } from './googleAnalytics'
import { trackPixelEvent } from './pixel'

export type PageScriptAction = Extract<ClientSideAction, { type: 'googleAnalytics' | 'pixel' | 'chatwoot' }>

const services: Record<PageScriptAction['type'], string> = { googleAnalytics: 'Google Analytics', pixel: 'Meta Pixel', chatwoot: 'Chatwoot' }

const perform = (action: PageScriptAction) => {
  switch (action.type) {
    case 'googleAnalytics':
      return sendGoogleAnalyticsEvent(action.googleAnalytics)
    case 'pixel':
      return trackPixelEvent(action.pixel)
    case 'chatwoot':
      return runChatwoot(action.chatwoot)
  }
}

/**
 * Runs a third-party service's step on the visitor's page, without holding the chat up: the
 * script loads in the background and a failure becomes a client log. Where owners' code does not
 * run in the page (the builder's preview), the step is only logged.
 */
export function runPageScriptAction(chat: ChatController, action: PageScriptAction): void {
  const service = services[action.type]
  if (!chat.runsPageScripts) {
    chat.clientLog({ status: 'info', description: `${service} runs on the published chat page, not in the preview` })
    return
  }
  perform(action).catch((error: unknown) =>
    chat.clientLog({ status: 'error', description: `${service} did not run`, details: error instanceof Error ? error.message : String(error) }),
  )
}
