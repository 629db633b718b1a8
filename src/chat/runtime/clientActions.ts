import type { IncomingMessage } from '../../shared/chat/message'
import type { ClientSideAction } from '../../shared/chat/response'
import type { ChatController } from './chatController'
import { runPageScriptAction } from './pageScripts'
import { openZendeskWidget } from './zendeskWidget'

/** What an action sends back to continueChat; `null` = an empty continue. */
export type ActionReply = { message: IncomingMessage | null }

const scriptTimeoutMs = 10_000
/** How often a chat waiting for a webhook asks whether the call came (the session's limit is 120 a minute). */
const webhookPollMs = 2_000
const httpTimeoutMs = 120_000
/** continueChat takes texts up to 100 000 characters. */
const maxReplyLength = 100_000

const text = (value: string): ActionReply => ({ message: { type: 'text', text: value } })
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Only links a browser may follow without running code. */
export const isSafeUrl = (url: string) => /^(https?:|mailto:|tel:|sms:)/i.test(url.trim())

function redirect(chat: ChatController, { url, isNewTab }: { url: string; isNewTab: boolean }) {
  if (!isSafeUrl(url)) {
    chat.clientLog({ status: 'error', description: 'Redirect refused', details: `Not a web address: ${url}` })
    return
  }
  if (!isNewTab && chat.redirects === 'page') {
    window.location.href = url
    return
  }
  const opened = window.open(url, '_blank')
  if (opened) {
    opened.opener = null
    return
  }
  const { systemMessages } = chat.getState().settings.general
  chat.notice({
    title: systemMessages.popupBlockedTitle,
    text: systemMessages.popupBlockedDescription,
    link: { label: systemMessages.popupBlockedButtonLabel, url },
  })
}

/** §2.4 client mode: performs the request and answers `{statusCode, data}` (data parsed when JSON). */
async function httpRequest({ url, method, headers, body }: { url: string; method: string; headers: Record<string, string>; body?: unknown }) {
  try {
    const hasBody = body !== undefined && body !== null && !['GET', 'HEAD'].includes(method.toUpperCase())
    const response = await fetch(url, {
      method,
      headers,
      body: hasBody ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
      credentials: 'omit',
      signal: AbortSignal.timeout(httpTimeoutMs),
    })
    const raw = await response.text()
    let data: unknown = raw
    try {
      data = JSON.parse(raw)
    } catch {
      // Not JSON: the raw text is the data.
    }
    return { statusCode: response.status, data }
  } catch (error) {
    const isTimeout = error instanceof DOMException && error.name === 'TimeoutError'
    return isTimeout ? { statusCode: 408, data: { message: 'Request timed out' } } : { statusCode: 500, data: errorText(error) }
  }
}

/**
 * Runs one client-side action (BLOCKS.md §4.5) and returns its reply, or undefined when it expects
 * none. Failures become client logs; the chat goes on.
 */
export async function runAction(chat: ChatController, action: ClientSideAction): Promise<ActionReply | undefined> {
  switch (action.type) {
    case 'redirect':
      redirect(chat, action.redirect)
      return undefined
    case 'wait':
      await chat.wait(Math.max(0, action.wait.secondsToWaitFor) * 1000)
      return action.expectsDedicatedReply ? { message: null } : undefined
    case 'scriptToExecute': {
      const outcome = await chat.scripts.run(action.scriptToExecute, scriptTimeoutMs)
      if (!outcome.ok) chat.clientLog({ status: 'error', description: 'Script failed', details: outcome.error })
      return undefined
    }
    case 'setVariable': {
      const script = action.setVariable.scriptToExecute
      const outcome = await chat.scripts.run(script, scriptTimeoutMs)
      if (outcome.ok) return text(outcome.json ?? 'null')
      chat.clientLog({ status: 'error', description: 'Set variable script failed', details: outcome.error })
      return text(JSON.stringify(script.content))
    }
    case 'httpRequestToExecute': {
      const result = await httpRequest(action.httpRequestToExecute)
      if (result.statusCode >= 400)
        chat.clientLog({ status: 'error', description: `HTTP request answered ${result.statusCode}`, details: JSON.stringify(result.data).slice(0, 2000) })
      const reply = JSON.stringify(result)
      if (reply.length <= maxReplyLength) return text(reply)
      chat.clientLog({ status: 'error', description: 'HTTP response too large to send back', details: `${reply.length} characters` })
      return text(JSON.stringify({ statusCode: result.statusCode, data: null }))
    }
    case 'streamOpenAiChatCompletion':
      return text(await chat.streamCompletion(action.streamOpenAiChatCompletion.messages))
    case 'listenForWebhook':
      // The service calls the server, not this page: ask again, without a message, until it has.
      await chat.wait(webhookPollMs)
      return { message: null }
    case 'calComBooking': {
      const date = await chat.bookWithCalCom(action.calComBooking)
      return { message: date === null ? null : { type: 'text', text: date } }
    }
    case 'googleAnalytics':
    case 'pixel':
    case 'chatwoot':
      runPageScriptAction(chat, action)
      return undefined
    case 'zendeskWebWidget': {
      const failure = await openZendeskWidget(action.zendeskWebWidget)
      if (failure) chat.clientLog({ status: 'error', description: 'Zendesk widget did not open', details: failure })
      return undefined
    }
    case 'startPropsToInject':
      chat.startPropsHook?.(action.startPropsToInject)
      return undefined
    default:
      return undefined
  }
}
