import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

type MessagesRequest = { apiKey?: string; version?: string; body: { model: string; system?: unknown; messages: { role: string; content: unknown }[]; max_tokens: number } }

/** A tiny server speaking Anthropic's Messages API (`POST /v1/messages`); records what it was sent. */
export async function startFakeAnthropic(answer = 'Hello from Claude') {
  const requests: MessagesRequest[] = []
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      requests.push({ apiKey: req.headers['x-api-key'] as string, version: req.headers['anthropic-version'] as string, body: JSON.parse(raw) })
      if (req.url !== '/v1/messages') return void res.writeHead(404).end()
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(
        JSON.stringify({
          id: 'msg_1',
          type: 'message',
          role: 'assistant',
          model: JSON.parse(raw).model,
          content: [{ type: 'text', text: answer }],
          stop_reason: 'end_turn',
          usage: { input_tokens: 9, output_tokens: 4 },
        }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
