import { sendJson, startFakeService } from './fakeService'

/**
 * A Dify app's API on loopback: `POST /v1/chat-messages` with the app key `app-key` answers in
 * streaming mode, as Dify does (`data:` events of pieces of the answer, pings, then `message_end`
 * with the token usage), in the conversation asked or a new `conv-1`. A wrong key is a 401 and the
 * query `break` a 400, with Dify's error body.
 */
export function startFakeDify(answer = 'Bonjour from Dify') {
  return startFakeService((request, res) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat-messages') return sendJson(res, 404, { code: 'not_found', message: 'Not found', status: 404 })
    if (request.headers.authorization !== 'Bearer app-key') return sendJson(res, 401, { code: 'unauthorized', message: 'Access token is invalid', status: 401 })
    const body = request.json as { query: string; conversation_id?: string }
    if (body.query === 'break') return sendJson(res, 400, { code: 'invalid_param', message: 'The query is not accepted', status: 400 })
    const conversationId = body.conversation_id || 'conv-1'
    res.writeHead(200, { 'Content-Type': 'text/event-stream' })
    res.write('event: ping\n\n')
    for (const piece of answer.split(/(?= )/)) res.write(`data: ${JSON.stringify({ event: 'message', conversation_id: conversationId, answer: piece })}\n\n`)
    res.end(`data: ${JSON.stringify({ event: 'message_end', conversation_id: conversationId, metadata: { usage: { prompt_tokens: 30, completion_tokens: 12, total_tokens: 42 } } })}\n\n`)
  })
}
