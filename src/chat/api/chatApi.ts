import type { IncomingMessage } from '../../shared/chat/message'
import type { ChatLog, ChatResponse, GoBackResponse, SessionNotice, StartChatResponse, SwitchLanguageResponse } from '../../shared/chat/response'
import type { PreviewDebug, PreviewDebugRequest } from '../../shared/chat/debug'

/** Where a preview starts (same shape as the preview route's `startFrom`). */
export type PreviewStart = { type: 'group'; groupId: string } | { type: 'event'; eventId: string }

export type StartChatBody = {
  resultId?: string
  prefilledVariables?: Record<string, unknown>
  isStreamEnabled?: boolean
  textBubbleContentFormat?: 'richText' | 'markdown'
  /** The page's `lang` parameter; `browserLanguages` = navigator.languages (translations, issue 14). */
  lang?: string
  browserLanguages?: string[]
}

export type UploadTarget = { presignedUrl: string; formData: Record<string, string>; fileUrl: string; fileType: string; maxFileSize: number }
export type UploadRequest = { sessionId: string; blockId: string; fileName: string; fileType: string; fileSize: number }
export type ClientLog = { status: 'success' | 'error' | 'info'; description: string; details?: string; context?: string }

/** A failed chat request: the service's error body, or status 0 when the network failed. */
export class ChatApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
  get isNetworkError() {
    return this.status === 0
  }
}

/** The chat API as the visitor's client speaks it (BLOCKS.md §4.1, interface-spec chat endpoints). */
export type ChatApi = {
  startChat: (publicId: string, body: StartChatBody) => Promise<StartChatResponse>
  startPreviewChat: (
    botId: string,
    token: string,
    body: StartChatBody & { startFrom?: PreviewStart; debug?: PreviewDebugRequest },
  ) => Promise<StartChatResponse & { debug?: PreviewDebug }>
  /** The builder's continueChat for its preview, which alone carries the debugger's trace. */
  continuePreviewChat: (
    botId: string,
    token: string,
    sessionId: string,
    message: IncomingMessage | null,
    debug: PreviewDebugRequest,
  ) => Promise<ChatResponse & { debug?: PreviewDebug }>
  /** `noticesSeen`: the last timeout turn the page showed (the response then includes any it missed). */
  continueChat: (sessionId: string, message: IncomingMessage | null, noticesSeen?: number) => Promise<ChatResponse>
  /** Back to the previous question (issue 14); 400 with the reason when the flow does not allow it. */
  goBack: (sessionId: string) => Promise<GoBackResponse>
  sendClientLogs: (sessionId: string, logs: ClientLog[]) => Promise<void>
  /** The rest of the chat in another of the bot's languages. */
  switchLanguage: (sessionId: string, language: string) => Promise<SwitchLanguageResponse>
  generateUploadUrl: (request: UploadRequest) => Promise<UploadTarget>
  /** Turns the server ran without the visitor (an input's timeout) after notice `after`. */
  sessionNotices: (sessionId: string, after: number) => Promise<{ notices: SessionNotice[]; hasEnded: boolean }>
  /** The plain-text chunked completion of a `streamOpenAiChatCompletion` action. */
  streamMessage: (sessionId: string, messages: { role: string; content: string }[]) => Promise<ReadableStream<Uint8Array>>
}

const segment = encodeURIComponent

/** A client of the chat API at `apiBase` (e.g. `https://host/api`); no dependency beyond fetch. */
export function createChatApi(apiBase: string): ChatApi {
  const base = apiBase.replace(/\/+$/, '')
  const send = async (path: string, body: unknown, token?: string): Promise<Response> => {
    let response: Response
    try {
      response = await globalThis.fetch(
        base + path,
        body === undefined
          ? { method: 'GET' }
          : {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
              body: JSON.stringify(body),
            },
      )
    } catch (error) {
      throw new ChatApiError(0, 'NETWORK_ERROR', error instanceof Error ? error.message : String(error))
    }
    if (!response.ok) {
      const error = (await response.json().catch(() => null)) as { code?: string; message?: string; data?: unknown } | null
      throw new ChatApiError(response.status, error?.code ?? 'ERROR', error?.message ?? response.statusText, error?.data)
    }
    return response
  }
  const json = async <T>(path: string, body: unknown, token?: string) => (await (await send(path, body, token)).json()) as T

  return {
    startChat: (publicId, body) => json(`/v1/bots/${segment(publicId)}/startChat`, body),
    startPreviewChat: (botId, token, body) => json(`/v1/bots/${segment(botId)}/preview/startChat`, body, token),
    continuePreviewChat: (botId, token, sessionId, message, debug) =>
      json(`/v1/bots/${segment(botId)}/preview/sessions/${segment(sessionId)}/continueChat`, { ...(message && { message }), debug }, token),
    continueChat: (sessionId, message, noticesSeen) =>
      json(`/v1/sessions/${segment(sessionId)}/continueChat`, { ...(message && { message }), ...(noticesSeen !== undefined && { noticesSeen }) }),
    switchLanguage: (sessionId, language) => json(`/v1/sessions/${segment(sessionId)}/language`, { language }),
    goBack: (sessionId) => json(`/v1/sessions/${segment(sessionId)}/back`, {}),
    sendClientLogs: async (sessionId, clientLogs) => {
      await send(`/v2/sessions/${segment(sessionId)}/clientLogs`, { clientLogs })
    },
    generateUploadUrl: (request) => json('/v3/generate-upload-url', request),
    sessionNotices: (sessionId, after) => json(`/v1/sessions/${segment(sessionId)}/notices?after=${after}`, undefined),
    streamMessage: async (sessionId, messages) => {
      const response = await send(`/v2/sessions/${segment(sessionId)}/streamMessage`, { messages })
      if (!response.body) throw new ChatApiError(0, 'NETWORK_ERROR', 'The stream has no body')
      return response.body
    },
  }
}

export type { ChatLog }
