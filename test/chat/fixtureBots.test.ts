import { readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChatInput } from '../../src/shared/chat/response'
import { fixtureBot, playOverHttp } from '../support/chatHelpers'
import { startFakeMovieDb } from '../support/fakeMovieDb'
import { startFakeOpenAi } from '../support/fakeOpenAi'
import { startFakeStripe } from '../support/fakeStripe'
import { startLocalSmtp } from '../support/localSmtp'
import { storeCredentials } from '../support/serviceBlockChat'
import { startTestServer, type TestServer } from '../support/testServer'

type Fakes = {
  model: Awaited<ReturnType<typeof startFakeOpenAi>>
  stripe: Awaited<ReturnType<typeof startFakeStripe>>
  smtp: Awaited<ReturnType<typeof startLocalSmtp>>
  movieDb: Awaited<ReturnType<typeof startFakeMovieDb>>
}
let server: TestServer
let fakes: Fakes
/** The owner's credentials per block type, each pointing at a fake. */
let credentialsOf: Record<string, string>

beforeAll(async () => {
  fakes = {
    // Generate variables asks for JSON: the fake answers with every variable our template bots extract.
    model: await startFakeOpenAi('A reply from the model', {
      json: { Business: 'A bakery', 'Yearly revenue': 'About 200k', 'Why SEO': 'More local customers' },
      assistants: { answer: 'The assistant answers' },
    }),
    stripe: await startFakeStripe({ accounts: { sk_live_t: 'pk_live_t' } }),
    smtp: await startLocalSmtp(),
    // movie-recommendation's HTTP requests, with the API key the bot sets itself.
    movieDb: await startFakeMovieDb('2f584d1ffe2b7fb082dd4e05038e9bd7'),
  }
  server = await startTestServer({
    env: {
      // The fake models listen on loopback: the operator's allowlist lets bots reach them.
      HTTP_ALLOWLIST: '127.0.0.1',
      STRIPE_API_URL: fakes.stripe.apiUrl,
      STRIPE_JS_URL: fakes.stripe.jsUrl,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(fakes.smtp.port),
      SMTP_SECURE: 'false',
      SMTP_FROM: 'bots@localhost',
    },
  })
  const modelKey = { apiKey: 'sk-fake', baseUrl: fakes.model.baseUrl }
  const openai = await storeCredentials(server, 'openai', modelKey)
  credentialsOf = {
    openai,
    OpenAI: openai,
    mistral: await storeCredentials(server, 'mistral', modelKey),
    'payment input': await storeCredentials(server, 'stripe', { livePublicKey: 'pk_live_t', liveSecretKey: 'sk_live_t' }),
  }
})
afterAll(async () => {
  await server?.close()
  await Promise.all([fakes?.model.close(), fakes?.stripe.close(), fakes?.smtp.close(), fakes?.movieDb.close()])
})

type FileBlock = { type: string; options?: Record<string, unknown> & { webhook?: { url?: string } } }
type File = { groups: { blocks: FileBlock[] }[] }

/**
 * The file set up as its owner does in the editor after import, but against the fakes: every block
 * needing an account gets the workspace's (a template names its author's, or none), and HTTP
 * requests to a third-party API go to its fake. The Email block's `default` is the server's own
 * SMTP account, set above.
 */
function pointedAtFakes(file: Record<string, unknown>) {
  const apiFakes: Record<string, string> = { 'https://api.themoviedb.org': fakes.movieDb.origin }
  const copy = structuredClone(file) as unknown as File
  for (const block of copy.groups.flatMap((group) => group.blocks)) {
    const credentialsId = credentialsOf[block.type]
    if (credentialsId) block.options = { ...block.options, credentialsId }
    const request = block.options?.webhook
    for (const [origin, fake] of Object.entries(apiFakes)) if (request?.url?.startsWith(origin)) request.url = fake + request.url.slice(origin.length)
  }
  return copy as unknown as Record<string, unknown>
}

/** The visitor pays on Stripe's form (Stripe.js confirming the intent) before the chat goes on. */
async function payWhenAsked(input: ChatInput) {
  if (input.type !== 'payment input') return
  const { paymentIntentSecret, publicKey } = input.runtimeOptions as { paymentIntentSecret: string; publicKey: string }
  expect((await fakes.stripe.confirm(paymentIntentSecret, publicKey)).status).toBe(200)
}

/** How many requests each fake has had: the services a chat used are those whose count grew. */
const requestCounts = () => ({
  model: fakes.model.requests.length,
  stripe: fakes.stripe.requests.length,
  smtp: fakes.smtp.received.length,
  movieDb: fakes.movieDb.requests.length,
})

/**
 * The services each template bot must reach when it is played to the end (the first choice of each
 * button, the plausible answer of each input): a run that skipped its AI, payment or email blocks fails.
 */
const servicesUsed: Record<string, (keyof Fakes)[]> = {
  'movie-recommendation': ['movieDb'],
  'audio-chat-gpt': ['model'],
  'chat-gpt-personas': ['model'],
  'digital-product-payment': ['stripe', 'smtp'],
  'high-ticket-lead-follow-up': ['model'],
  'lead-gen-ai': ['model'],
  'openai-assistant-chat': ['model'],
  'quick-carb-calculator': ['model', 'smtp'],
  'savings-estimator': ['model'],
}

/**
 * Errors a bot logs because its file asks for them, as Typebot logs them too: the Instagram template
 * runs a bare name (`KatIA`, ours `Ada`) as code, which fails, and the variable gets the text.
 */
const expectedErrors: Record<string, string[]> = {
  'lead-gen-instagram': ['Set variable code failed'],
}

/** What a template bot says when its blocks ran as they should (a model's answer shown, a fallback taken). */
const says: Record<string, string[]> = {
  'audio-chat-gpt': ['[audio]'],
  'chat-gpt-personas': ['A reply from the model'],
  'digital-product-payment': ['Done, the guide is in your inbox!'],
  'high-ticket-lead-follow-up': ['A reply from the model', 'Shall we talk for twenty minutes?'],
  'lead-gen-ai': ['A reply from the model'],
  'lead-gen-instagram': ['I am Ada, the virtual assistant of ACME', 'The email you gave is hello there', 'Our sales team will contact you'],
  'lead-gen-whatsapp': ['Thanks! Our sales team will contact you'],
  'lead-scoring': ['Our team workshop fits you well.'],
  'openai-assistant-chat': ['The assistant answers'],
  'qiplus-example': ['The name you gave is Hello there'],
  'quick-carb-calculator': ['A reply from the model'],
  'savings-estimator': ['A reply from the model'],
}

const filesOf = (folder: 'bots' | 'templates') => readdirSync(`test/fixtures/${folder}`).filter((file) => file.endsWith('.json')).map((file) => file.replace(/\.json$/, ''))
const cases = [...filesOf('bots').map((name) => ['bots', name] as const), ...filesOf('templates').map((name) => ['templates', name] as const)]

describe('every exported bot and every Typebot template runs over HTTP', () => {
  it.each(cases)(
    '%s/%s: imports with no unsupported block, publishes, and talks until its flow ends (or loops back) against the fakes, with every answer in its result and no error logged',
    async (folder, name) => {
      const client = server.as(server.owner)
      const imported = await client.post('/v1/bots/import', { workspaceId: server.workspaceId, bot: pointedAtFakes(fixtureBot(name, folder)) })
      expect(imported.status, JSON.stringify(imported.body)).toBe(200)
      expect(imported.body.unsupportedBlocks).toEqual([])
      const botId = imported.body.bot.id as string
      const published = await client.post(`/v1/bots/${botId}/publish`)
      expect(published.status, JSON.stringify(published.body)).toBe(200)

      const before = requestCounts()
      // As the chat page does: completions are streamed by the client when a block allows it.
      const chat = await playOverHttp(server, imported.body.bot.publicId, { start: { isStreamEnabled: true }, beforeAnswer: payWhenAsked })
      expect(chat.transcript.length).toBeGreaterThan(0)
      if (!chat.isLooping) expect(chat.last.input, `still waiting on ${chat.last.input?.type}\n${chat.transcript.join('\n')}`).toBeUndefined()

      const logs = await client.get(`/v1/bots/${botId}/results/${chat.resultId}/logs`)
      const errors = logs.body.logs.filter((log: { status: string }) => log.status === 'error').map((log: { description: string }) => log.description)
      expect(errors).toEqual(expectedErrors[name] ?? [])
      for (const said of says[name] ?? []) expect(chat.transcript, `never said "${said}"`).toContainEqual(expect.stringContaining(said))
      const after = requestCounts()
      for (const service of servicesUsed[name] ?? []) expect(after[service], `${service} was not used\n${chat.transcript.join('\n')}`).toBeGreaterThan(before[service])
      const result = await client.get(`/v1/bots/${botId}/results/${chat.resultId}`)
      expect(result.status).toBe(200)
      expect(result.body.result.answers).toHaveLength(chat.acceptedAnswers)
      expect(result.body.result.hasStarted).toBe(chat.acceptedAnswers > 0)
      expect(result.body.result.isCompleted).toBe(!chat.isLooping && chat.acceptedAnswers > 0)
    },
  )
})
