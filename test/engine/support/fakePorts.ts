import { afterAll } from 'vitest'
import type {
  BotSnapshot,
  EnginePorts,
  HttpRequest,
  HttpResponse,
  MailMessage,
} from '../../../src/server/engine/ports'
import { createSandbox, type Sandbox } from '../../../src/server/sandbox/createSandbox'
import { createStripePayments } from '../../../src/server/payments/stripeApi'

/** The fixed instant every fake clock reads. */
export const fixedNow = new Date('2024-05-06T07:08:09.000Z')

/** Deterministic uniform numbers in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

let sharedSandbox: Sandbox | undefined

/** One real QuickJS sandbox per test file, closed when the file is done. */
function sandbox(): Sandbox {
  if (!sharedSandbox) {
    sharedSandbox = createSandbox({ timeoutMs: 5_000 })
    const created = sharedSandbox
    afterAll(async () => {
      await created.close()
      if (sharedSandbox === created) sharedSandbox = undefined
    })
  }
  return sharedSandbox
}

export type HttpHandler = (request: HttpRequest) => HttpResponse | Promise<HttpResponse>

/** Ports with a recorder of what went out; every field can be replaced per test. */
export type FakePorts = EnginePorts & {
  httpRequests: HttpRequest[]
  sentMails: { credentialsId: string; message: Omit<MailMessage, 'from'> }[]
  storedFiles: Parameters<EnginePorts['files']['store']>[0][]
  /** Answers outbound HTTP; default 200 with `{}`. */
  respond: (handler: HttpHandler) => void
  /** Bots the Bot link loader knows, by id and mode. */
  addBot: (bot: BotSnapshot, mode?: 'published' | 'draft') => void
}

export const jsonResponse = (data: unknown, status = 200): HttpResponse => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(data),
})

/** Fixed clock, seeded random, counter ids, the real sandbox, and recording fakes for the rest. */
export function fakePorts(options: { seed?: number; credentials?: Record<string, Record<string, string>> } = {}): FakePorts {
  let counter = 0
  let handler: HttpHandler = () => jsonResponse({})
  const httpRequests: HttpRequest[] = []
  const sentMails: FakePorts['sentMails'] = []
  const storedFiles: FakePorts['storedFiles'] = []
  const bots = new Map<string, BotSnapshot>()
  const credentials = options.credentials ?? { openai: { apiKey: 'sk-test' } }
  const http: EnginePorts['http'] = {
    request: async (request) => {
      httpRequests.push(request)
      return handler(request)
    },
  }
  return {
    now: () => new Date(fixedNow),
    random: seededRandom(options.seed ?? 1),
    createId: () => `id${++counter}`,
    http,
    // Stripe's calls go through the recorded HTTP port too.
    payments: createStripePayments(http, { apiUrl: 'https://api.stripe.test', jsUrl: 'https://js.stripe.test/v3/' }),
    sandbox: sandbox(),
    mail: {
      send: async (credentialsId, message) => {
        if (credentialsId !== 'default') return { sent: false }
        sentMails.push({ credentialsId, message })
        return { sent: true, from: 'Bot <bot@example.com>' }
      },
    },
    credentials: { get: async (_workspaceId, id) => credentials[id] ?? null },
    bots: { load: async (_workspaceId, botId, mode) => bots.get(`${mode}:${botId}`) ?? null },
    files: {
      store: async (file) => {
        storedFiles.push(file)
        return `https://files.test/${file.resultId}/${file.blockId}/${file.fileName}`
      },
    },
    httpRequests,
    storedFiles,
    sentMails,
    respond: (next) => {
      handler = next
    },
    addBot: (bot, mode = 'published') => {
      bots.set(`${mode}:${bot.id}`, bot)
    },
  }
}
