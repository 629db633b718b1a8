import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAndPublish, startChat } from '../../support/chatHelpers'
import { createFolder } from '../../support/apiFixtures'
import { questionsBot } from '../../support/questionsBot'
import { type Actor, startTestServer, type TestServer } from '../../support/testServer'
import { HOSTILE_STRINGS, type JsonSchema, mutate, type Random, seededRandom, valueOf } from './fuzzValues'

/** Replay a failing run with FUZZ_SEED=<the seed it printed>. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125)
const REQUESTS_PER_OPERATION = 50
const CONCURRENCY = 4

type Operation = {
  method: string
  path: string
  parameters?: { in: 'path' | 'query'; name: string; schema?: JsonSchema }[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
}
type Fuzzed = { method: string; url: string; body?: string; token?: string }
type Answer = { request: Fuzzed; status: number; text: string }

let server: TestServer
let outsider: Actor
let spec: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, JsonSchema> } }
/** Ids that exist, so that fuzzed requests get past "not found" to the code behind it. */
const known: Record<string, string[]> = {}

beforeAll(async () => {
  server = await startTestServer()
  outsider = await server.createActor('fuzz-outsider@example.com')
  const { botId, publicId } = await createAndPublish(server, questionsBot(2) as never)
  const chat = await startChat(server, publicId)
  const folder = await createFolder(server)
  Object.assign(known, {
    botId: [botId],
    publicId: [publicId],
    sessionId: [chat.body.sessionId],
    resultId: [chat.body.resultId],
    workspaceId: [server.workspaceId],
    folderId: [folder.id],
    userId: [server.owner.userId],
  })
  spec = await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()
})
afterAll(() => server.close())

function parameterValue(name: string, schema: JsonSchema | undefined, random: Random): string {
  if (known[name] && random.chance(0.6)) return random.pick(known[name])
  if (random.chance(0.5)) return random.pick(HOSTILE_STRINGS)
  const value = mutate(valueOf(schema, spec.components.schemas, random), random, 0.3)
  return typeof value === 'string' ? value : JSON.stringify(value)
}

function bodyOf(operation: Operation, random: Random): string | undefined {
  const schema = operation.requestBody?.content?.['application/json']?.schema
  if (!schema) return undefined
  if (random.chance(0.04)) return random.pick(['{"bot":', '', 'null', '[]', '"text"', '{"a":' + '['.repeat(5000)])
  return JSON.stringify(mutate(valueOf(schema, spec.components.schemas, random), random, random.pick([0, 0.05, 0.2])))
}

/** A path segment; a lone surrogate, which no URL can carry as text, goes as the invalid UTF-8 a client could send. */
const pathSegment = (text: string) => text.split(/([\uD800-\uDFFF])/).map((part) => (/^[\uD800-\uDFFF]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part))).join('')

/** One request of `operation`: real or hostile path ids, fuzzed query and body, the owner's token or another's or none. */
function fuzzedRequest(path: string, method: string, operation: Operation, random: Random): Fuzzed {
  let address = path
  const query = new URLSearchParams()
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path') address = address.replace(`{${parameter.name}}`, pathSegment(parameterValue(parameter.name, parameter.schema, random)))
    else if (random.chance(0.6)) query.set(parameter.name, parameterValue(parameter.name, parameter.schema, random))
  }
  const token = random.pick([server.owner.token, server.owner.token, server.owner.token, outsider.token, undefined])
  return { method: method.toUpperCase(), url: `${server.baseUrl}/api${address}${query.size ? `?${query}` : ''}`, body: bodyOf(operation, random), token }
}

async function send(request: Fuzzed): Promise<Answer> {
  const response = await fetch(request.url, {
    method: request.method,
    headers: { ...(request.token && { authorization: `Bearer ${request.token}` }), ...(request.body !== undefined && { 'content-type': 'application/json' }) },
    body: request.body,
  })
  return { request, status: response.status, text: await response.text() }
}

/** Whether an error answer is the spec's error body, with the status it was sent with. */
function isErrorBody(answer: Answer): boolean {
  try {
    const body = JSON.parse(answer.text)
    return typeof body.message === 'string' && typeof body.code === 'string' && body.status === answer.status
  } catch {
    return false
  }
}

const describeRequest = ({ request, status, text }: Answer) => `${status} ${request.method} ${request.url.slice(0, 200)} ${request.body?.slice(0, 300) ?? ''} → ${text.slice(0, 300)}`

describe(`fuzzing every route of the OpenAPI document (seed ${SEED})`, () => {
  it('answers every request with a status below 500 and the error body, and keeps answering', async () => {
    const random = seededRandom(SEED)
    const requests = Object.entries(spec.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Array.from({ length: REQUESTS_PER_OPERATION }, () => fuzzedRequest(path, method, operation, random)),
      ),
    )
    // Interleaved, so that a deletion does not leave all the rest of one route without its ids.
    requests.sort(() => random.next() - 0.5)

    const answers: Answer[] = []
    const queue = [...requests]
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let request = queue.shift(); request; request = queue.shift()) answers.push(await send(request))
      }),
    )

    expect(answers.length).toBeGreaterThan(2500)
    expect(answers.filter((answer) => answer.status >= 500).map(describeRequest)).toEqual([])
    expect(answers.filter((answer) => answer.status >= 400 && !isErrorBody(answer)).map(describeRequest)).toEqual([])
    // Not every request was refused: the fuzzer reached the code behind the checks.
    expect(answers.filter((answer) => answer.status < 300).length).toBeGreaterThan(150)
    expect((await fetch(`${server.baseUrl}/api/openapi.json`)).status).toBe(200)
    expect((await server.as(server.owner).get('/v1/users/me')).status).toBe(200)
  }, 240_000)
})
