import { createServer, type ServerResponse, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

type Content = string | { type: string; text?: string; content?: unknown; [key: string]: unknown }[]
type MessagesRequest = {
  apiKey?: string
  version?: string
  body: {
    model: string
    system?: unknown
    messages: { role: string; content: Content }[]
    max_tokens: number
    stream?: boolean
    /** Structured outputs: the answer must be JSON following `format.schema`. */
    output_config?: { format?: { type: string; schema: Record<string, unknown> } }
    tools?: { name: string; description?: string; input_schema: Record<string, unknown> }[]
  }
}

/** The text of a tool result, as the Messages API carries it (a string or text blocks). */
const resultText = (content: unknown): string =>
  typeof content === 'string' ? content : Array.isArray(content) ? content.map((part: { text?: string }) => part.text ?? '').join('') : ''

/** The answer as server-sent events, a word per `content_block_delta`, as the Messages API streams. */
function streamAnswer(res: ServerResponse, model: string, answer: string) {
  const send = (type: string, data: Record<string, unknown>) => res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`)
  res.writeHead(200, { 'Content-Type': 'text/event-stream' })
  send('message_start', { message: { id: 'msg_1', type: 'message', role: 'assistant', content: [], model, stop_reason: null, usage: { input_tokens: 9, output_tokens: 1 } } })
  send('content_block_start', { index: 0, content_block: { type: 'text', text: '' } })
  for (const word of answer.split(' ')) send('content_block_delta', { index: 0, delta: { type: 'text_delta', text: `${word} ` } })
  send('content_block_stop', { index: 0 })
  send('message_delta', { delta: { stop_reason: 'end_turn' }, usage: { output_tokens: 4 } })
  send('message_stop', {})
  res.end()
}

/** A streamed `tool_use`, as the Messages API sends one: the block, its input as JSON deltas, the stop reason. */
function streamToolUse(res: ServerResponse, model: string, name: string, input: Record<string, unknown>) {
  const send = (type: string, data: Record<string, unknown>) => res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`)
  res.writeHead(200, { 'Content-Type': 'text/event-stream' })
  send('message_start', { message: { id: 'msg_1', type: 'message', role: 'assistant', content: [], model, stop_reason: null, usage: { input_tokens: 9, output_tokens: 1 } } })
  send('content_block_start', { index: 0, content_block: { type: 'tool_use', id: 'toolu_1', name, input: {} } })
  send('content_block_delta', { index: 0, delta: { type: 'input_json_delta', partial_json: JSON.stringify(input) } })
  send('content_block_stop', { index: 0 })
  send('message_delta', { delta: { stop_reason: 'tool_use' }, usage: { output_tokens: 4 } })
  send('message_stop', {})
  res.end()
}

/**
 * A tiny server speaking Anthropic's Messages API (`POST /v1/messages`), streamed or not, with tool
 * use (streamed too) (a request offering tools gets a call of the first one with `toolArguments`, and the tool's
 * result ends up in the answer) and structured outputs (a JSON schema asked for gets `json`).
 * Records what it was sent.
 */
export async function startFakeAnthropic(answer = 'Hello from Claude', options: { toolArguments?: Record<string, unknown>; json?: Record<string, unknown> } = {}) {
  const requests: MessagesRequest[] = []
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      const body = JSON.parse(raw) as MessagesRequest['body']
      requests.push({ apiKey: req.headers['x-api-key'] as string, version: req.headers['anthropic-version'] as string, body })
      if (req.url !== '/v1/messages') return void res.writeHead(404).end()
      const last = body.messages.at(-1)
      const toolResult = Array.isArray(last?.content) ? last.content.find((part) => part.type === 'tool_result') : undefined
      const message = (content: unknown[], stopReason: string) => ({
        id: 'msg_1',
        type: 'message',
        role: 'assistant',
        model: body.model,
        content,
        stop_reason: stopReason,
        usage: { input_tokens: 9, output_tokens: 4 },
      })
      if (body.tools?.length && !toolResult) {
        if (body.stream) return streamToolUse(res, body.model, body.tools[0].name, options.toolArguments ?? {})
        return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(message([{ type: 'tool_use', id: 'toolu_1', name: body.tools[0].name, input: options.toolArguments ?? {} }], 'tool_use')))
      }
      if (body.output_config?.format?.type === 'json_schema') {
        return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(message([{ type: 'text', text: JSON.stringify(options.json ?? {}) }], 'end_turn')))
      }
      const said = toolResult ? `${answer} (${resultText(toolResult.content)})` : answer
      if (body.stream) return streamAnswer(res, body.model, said)
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(message([{ type: 'text', text: said }], 'end_turn')))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
