import type { ServerResponse } from 'node:http'
import { type RecordedRequest, sendJson, startFakeService } from './fakeService'

/** The knowledge base `ds-1` of the fake: its chunks, each with the keywords that find it. */
export const fakeDifyChunks = [
  { content: 'Opening hours: 9am to 6pm, Monday to Saturday.', keywords: ['open', 'hours'] },
  { content: 'Closed on public holidays.', keywords: ['open', 'holiday'] },
  { content: 'Returns are accepted within 30 days.', keywords: ['return'] },
]

/**
 * Dify's dataset retrieval (`POST /v1/datasets/{id}/retrieve`) with the knowledge key `dataset-key`:
 * the chunks of `ds-1` one of whose keywords the query holds, as `records[].segment`, best first.
 */
function retrieve(request: RecordedRequest, res: ServerResponse, datasetId: string) {
  if (request.headers.authorization !== 'Bearer dataset-key') return sendJson(res, 401, { code: 'unauthorized', message: 'Access token is invalid', status: 401 })
  if (datasetId !== 'ds-1') return sendJson(res, 404, { code: 'dataset_not_found', message: 'Dataset not found.', status: 404 })
  const query = String((request.json as { query?: string }).query ?? '').toLowerCase()
  const found = fakeDifyChunks.filter((chunk) => chunk.keywords.some((keyword) => query.includes(keyword)))
  sendJson(res, 200, {
    query: { content: query },
    records: found.map((chunk, index) => ({ segment: { id: `seg-${index}`, content: chunk.content, document: { name: 'store.md' } }, score: 0.9 - index / 10 })),
  })
}

/**
 * A Dify app's API on loopback: `POST /v1/chat-messages` with the app key `app-key` answers in
 * streaming mode, as Dify does (`data:` events of pieces of the answer, pings, then `message_end`
 * with the token usage), in the conversation asked or a new `conv-1`. A wrong key is a 401 and the
 * query `break` a 400, with Dify's error body. Knowledge bases are searched as `retrieve` says.
 */
export function startFakeDify(answer = 'Bonjour from Dify') {
  return startFakeService((request, res) => {
    const dataset = request.method === 'POST' ? request.url.match(/^\/v1\/datasets\/([^/]+)\/retrieve$/) : null
    if (dataset) return retrieve(request, res, decodeURIComponent(dataset[1]))
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
