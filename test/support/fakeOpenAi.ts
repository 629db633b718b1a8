import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type FakeAssistants, handleAssistants } from './fakeOpenAiAssistants'

/** What the fake's speech endpoint answers: an MP3 (ID3 tag) of a few bytes. */
export const fakeSpeech = Buffer.from('ID3\u0004\u0000fake mp3 bytes', 'latin1')
/** What its image endpoints draw: the 8-byte PNG signature and a few bytes. */
export const fakeImage = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('fake png')])
/** An audio file the fake serves at `/files/question.mp3`, for transcriptions to fetch. */
export const fakeAudio = Buffer.from('ID3\u0004\u0000question audio \u00ff\u00fe', 'latin1')

type Message = { role: string; content: unknown; tool_calls?: unknown[] }
export type FakeOpenAiRequest = {
  url?: string
  method?: string
  authorization?: string
  contentType?: string
  /** The JSON body (empty for a multipart or bodiless request). */
  body: {
    model: string
    messages: Message[]
    stream?: boolean
    input?: string
    voice?: string
    tools?: { type: string; function: { name: string; description?: string; parameters: Record<string, unknown> } }[]
    response_format?: { type: string; json_schema?: { schema: Record<string, unknown> } }
    prompt?: string
    size?: string
    n?: number
    [key: string]: unknown
  }
  raw: Buffer
}

export type FakeOpenAiOptions = {
  /** What a model offered tools calls its first tool with (the tool's result then ends up in the answer). */
  toolArguments?: Record<string, unknown>
  /** The object a model asked for JSON answers with. */
  json?: Record<string, unknown>
  /** The Assistants API's script: its assistants' answers and the function they call first. */
  assistants?: FakeAssistants
  /** A streamed answer stops after this many words and the connection stays open (a model that stalls). */
  stallAfterWords?: number
}

const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))

const completion = (message: Record<string, unknown>, finishReason = 'stop') => ({
  choices: [{ message: { role: 'assistant', ...message }, finish_reason: finishReason }],
  usage: { total_tokens: 12, prompt_tokens: 5, completion_tokens: 7 },
})

/** A streamed tool call, as OpenAI sends one: the call in a first delta, then the finish reason. */
function streamToolCall(res: ServerResponse, call: { id: string; type: string; function: { name: string; arguments: string } }) {
  const chunk = (choice: Record<string, unknown>) => res.write(`data: ${JSON.stringify({ choices: [{ index: 0, ...choice }] })}\n\n`)
  res.writeHead(200, { 'Content-Type': 'text/event-stream' })
  chunk({ delta: { role: 'assistant', tool_calls: [{ index: 0, ...call }] } })
  chunk({ delta: {}, finish_reason: 'tool_calls' })
  res.end('data: [DONE]\n\n')
}

/**
 * A tiny OpenAI-compatible server on loopback: chat completions (streamed or not, with tool calls
 * and JSON answers), speech, images, transcriptions and the Assistants API; records every request.
 */
export async function startFakeOpenAi(answer = 'Hello from the model', options: FakeOpenAiOptions = {}) {
  const requests: FakeOpenAiRequest[] = []
  let address = ''
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const raw = Buffer.concat(chunks)
      const isJson = String(req.headers['content-type'] ?? '').includes('json')
      const body = isJson && raw.length > 0 ? JSON.parse(raw.toString('utf8')) : {}
      const url = req.url ?? ''
      requests.push({ url, method: req.method, authorization: req.headers.authorization, contentType: req.headers['content-type'], body, raw })
      if (url === '/files/question.mp3') return void res.writeHead(200, { 'Content-Type': 'audio/mpeg' }).end(fakeAudio)
      if (url === '/files/image.png') return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(fakeImage)
      if (url === '/v1/audio/speech') return void res.writeHead(200, { 'Content-Type': 'audio/mpeg' }).end(fakeSpeech)
      if (url === '/v1/audio/transcriptions') {
        const text = raw.includes(fakeAudio) ? `Transcribed ${fakeAudio.length} bytes` : 'No audio received'
        return json(res, 200, { text })
      }
      if (url === '/v1/images/generations') {
        // A URL for DALL·E 2 (OpenAI's default answer), the bytes themselves for the others.
        const image = body.model === 'dall-e-2' ? { url: `${address}/files/image.png` } : { b64_json: fakeImage.toString('base64') }
        return json(res, 200, { created: 1, data: Array.from({ length: body.n ?? 1 }, () => image) })
      }
      if (handleAssistants(url, req.method ?? 'GET', body, res, options.assistants)) return
      if (url !== '/v1/chat/completions') return void res.writeHead(404).end()
      const last = body.messages?.at(-1)
      if (body.tools?.length && last?.role !== 'tool') {
        const call = { id: 'call_1', type: 'function', function: { name: body.tools[0].function.name, arguments: JSON.stringify(options.toolArguments ?? {}) } }
        if (body.stream) return streamToolCall(res, call)
        return json(res, 200, completion({ content: null, tool_calls: [call] }, 'tool_calls'))
      }
      if (body.response_format) return json(res, 200, completion({ content: JSON.stringify(options.json ?? {}) }))
      const said = last?.role === 'tool' ? `${answer} (${String(last.content)})` : answer
      if (body.stream) {
        res.writeHead(200, { 'Content-Type': 'text/event-stream' })
        const streamed = said.split(' ').slice(0, options.stallAfterWords)
        for (const word of streamed) res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: `${word} ` } }] })}\n\n`)
        if (options.stallAfterWords === undefined) res.end('data: [DONE]\n\n')
        return
      }
      json(res, 200, completion({ content: said }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    baseUrl: `${address}/v1`,
    /** The address of the fake's own files (an audio file to transcribe). */
    filesUrl: `${address}/files`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
