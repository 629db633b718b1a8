import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the fake's speech endpoint answers: an MP3 (ID3 tag) of a few bytes. */
export const fakeSpeech = Buffer.from('ID3\u0004\u0000fake mp3 bytes', 'latin1')

/** A tiny OpenAI-compatible server: answers chat completions, streamed or not, and speech; records requests. */
export async function startFakeOpenAi(answer = 'Hello from the model') {
  const requests: { url?: string; authorization?: string; body: { model: string; messages: { role: string; content: string }[]; stream?: boolean; input?: string; voice?: string } }[] = []
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      const body = JSON.parse(raw)
      requests.push({ url: req.url, authorization: req.headers.authorization, body })
      if (req.url === '/v1/audio/speech') return void res.writeHead(200, { 'Content-Type': 'audio/mpeg' }).end(fakeSpeech)
      if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end()
      if (body.stream) {
        res.writeHead(200, { 'Content-Type': 'text/event-stream' })
        for (const word of answer.split(' ')) res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: `${word} ` } }] })}\n\n`)
        return void res.end('data: [DONE]\n\n')
      }
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: answer } }], usage: { total_tokens: 12, prompt_tokens: 5, completion_tokens: 7 } }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
