import { sendJson, startFakeService } from './fakeService'

/**
 * ChatNode's public API on loopback: `POST /v1/{botId}` with the key `cn-key` answers the message
 * in the thread asked (or a new `thread-1`). A wrong key is a 401, an unknown bot a 404.
 */
export function startFakeChatNode(botId = 'bot-7') {
  return startFakeService((request, res) => {
    if (request.headers.authorization !== 'Bearer cn-key') return sendJson(res, 401, { message: 'Invalid API key' })
    if (request.method !== 'POST' || request.url !== `/v1/${botId}`) return sendJson(res, 404, { message: 'Bot not found' })
    const body = request.json as { message: string; chat_session_id?: string }
    sendJson(res, 200, { message: `ChatNode heard: ${body.message}`, chat_session_id: body.chat_session_id ?? 'thread-1' })
  })
}
