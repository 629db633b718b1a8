import { readFile } from 'node:fs/promises'
import { OpenAPIGenerator } from '@orpc/openapi'
import { PREBUILT_OPENAPI_DOCUMENT } from './prebuiltOpenApi'
import type { ZodType } from 'zod'
import { ZodToJsonSchemaConverter } from '@orpc/zod/zod4'
import { botSchema, publishedBotSchema } from '../../shared/bot/bot'
import { blockSchema } from '../../shared/bot/blocks'
import { richTextNodeSchema } from '../../shared/bot/blocks/richText'
import { edgeSchema } from '../../shared/bot/edge'
import { eventSchema } from '../../shared/bot/event'
import { groupSchema } from '../../shared/bot/group'
import { settingsSchema } from '../../shared/bot/settings'
import { themeSchema } from '../../shared/bot/theme'
import { variableSchema } from '../../shared/bot/variable'
import { contract } from '../../shared/contract'
import { errorCodes } from '../../shared/errors'
import { folderSchema } from '../../shared/folder'
import { resultSchema } from '../../shared/result'
import { workspaceSchema } from '../../shared/workspace'

/** Routes anyone may call (the chat API); every other route needs the bearer token. */
const publicOperations = new Set(['chat.startChat', 'chat.continueChat', 'chat.switchLanguage', 'chat.goBack', 'chat.sessionNotices', 'chat.clientLogs', 'chat.executeWebhook', 'chat.generateUploadUrl'])
/** Routes that answer without a token for some resources (publicly shared bots). */
const optionallyAuthenticated = new Set(['bots.get'])

const converter = new ZodToJsonSchemaConverter({ maxStructureDepth: 60, maxLazyDepth: 4 })

/**
 * Named components for the deep parts of the document. Where zod's input and output JSON schemas
 * differ (defaults, unknown keys), `Bot` is what responses carry and `BotInput` what requests send.
 */
function namedSchemas(schemas: Record<string, ZodType>) {
  const entries = Object.entries(schemas).flatMap(([name, schema]) => {
    const [, input] = converter.convert(schema, { strategy: 'input', components: [] } as never)
    const [, output] = converter.convert(schema, { strategy: 'output', components: [] } as never)
    if (JSON.stringify(input) === JSON.stringify(output)) return [[name, { schema }]]
    return [
      [name, { schema, strategy: 'output' as const }],
      [`${name}Input`, { schema, strategy: 'input' as const }],
    ]
  })
  return Object.fromEntries(entries)
}

/**
 * The OpenAPI 3.1 document, generated from the contract. The bot document is deep, so its parts
 * are named components (the generator would otherwise cut deep schemas down to `{}`).
 */
export async function generateOpenApiDocument(serverUrl = '/api') {
  const generator = new OpenAPIGenerator({
    schemaConverters: [converter],
  })
  const document = await generator.generate(contract, {
    info: {
      title: 'Chatbot builder and chat service',
      version: '1.0.0',
      description:
        'The builder API (workspaces, folders, bots, results, analytics, billing) and the chat API. ' +
        'Every error has the body `{defined, code, status, message, data}`; a 400 lists each invalid field in `data.fields`.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API token of your account' } },
    },
    security: [{ bearerAuth: [] }],
    commonSchemas: namedSchemas({
      Bot: botSchema,
      PublishedBot: publishedBotSchema,
      Group: groupSchema,
      Block: blockSchema,
      RichTextNode: richTextNodeSchema,
      Edge: edgeSchema,
      Event: eventSchema,
      Variable: variableSchema,
      Theme: themeSchema,
      Settings: settingsSchema,
      Folder: folderSchema,
      Workspace: workspaceSchema,
      Result: resultSchema,
    }),
    customErrorResponseBodySchema: (definedErrors, status) => ({
      type: 'object',
      required: ['defined', 'code', 'status', 'message', 'data'],
      properties: {
        defined: { type: 'boolean' },
        code: { type: 'string', enum: definedErrors.map(([code]) => code) },
        status: { type: 'number', const: status },
        message: { type: 'string', examples: definedErrors.map(([code]) => errorCodes[code as keyof typeof errorCodes]?.message ?? code) },
        data: { description: 'Details; for 400, `fields: [{path, message}]` names each invalid field' },
      },
    }),
  })
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations ?? {})) {
      if (typeof operation !== 'object' || !operation || !('operationId' in operation)) continue
      const id = String(operation.operationId)
      if (publicOperations.has(id)) operation.security = []
      else if (optionallyAuthenticated.has(id)) operation.security = [{}, { bearerAuth: [] }]
    }
  }
  document.paths = { ...document.paths, ...streamMessageOperation, ...collabOperation }
  return document
}

/** The streaming route is plain HTTP (chunked text), outside the contract; described here by hand. */
const streamMessageOperation = {
  '/v2/sessions/{sessionId}/streamMessage': {
    post: {
      operationId: 'chat.streamMessage',
      summary: 'Stream the completion an OpenAI block handed to the client',
      description:
        'When a chat started with `isStreamEnabled` stops on `streamOpenAiChatCompletion`, the client posts its ' +
        '`messages` here and reads the answer as plain-text chunks, then sends the full text with continueChat. ' +
        'When the block has tools, the server runs the ones the model calls between its steps (saving the variables ' +
        'they set) and streams the final answer the same way.',
      tags: ['Chat'],
      security: [],
      parameters: [{ name: 'sessionId', in: 'path' as const, required: true, schema: { type: 'string' as const } }],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object' as const,
              required: ['messages'],
              properties: {
                messages: {
                  type: 'array' as const,
                  items: {
                    type: 'object' as const,
                    required: ['role', 'content'],
                    properties: { role: { type: 'string' as const }, content: { type: 'string' as const } },
                  },
                },
              },
            },
          },
        },
      },
      responses: {
        '200': { description: 'The completion, streamed', content: { 'text/plain': { schema: { type: 'string' as const } } } },
        '400': { description: 'The chat is not waiting for a streamed completion (error body)' },
        '404': { description: 'Unknown or expired session (error body)' },
        '502': { description: 'The model did not answer (error body)' },
      },
    },
  },
}

/** The live-editing WebSocket (outside the contract: an upgrade, not a request/response), described by hand. */
const collabOperation = {
  '/v1/bots/{botId}/collab': {
    get: {
      operationId: 'bots.collab',
      summary: "Edit a bot live: a WebSocket on the bot's shared (Yjs) document",
      description:
        'Upgrade to a WebSocket (`ws://…/api/v1/bots/{botId}/collab`). Authorised like the REST routes: ' +
        '`Authorization: Bearer <token>`, the session cookie from the builder\'s own pages, or, from a browser on ' +
        'another origin, the subprotocols `bb-bearer, <token>`. Members who may write edit; guests receive every ' +
        'change and their writes are refused. Binary messages, each a varUint type then its body: `0` y-protocols ' +
        'sync (step 1, step 2, update), `1` y-protocols awareness (presence; the service sets `user.id` and ' +
        "`user.name` from the token), and from the service: `2` stored (varUint: this many of your write messages " +
        'are now in the database), `3` refused (varString: why; nothing of it was kept), `4` session (varString JSON ' +
        '`{userId, name, canWrite}`). The document holds the groups, blocks, edges, events, variables, theme and ' +
        'settings (`src/shared/collab/botDocShape.ts`); every change is written into the bot that GET ' +
        '`/v1/bots/{botId}` returns within a second, and a PATCH of the bot is merged into it for open editors. ' +
        'Close codes: 4000 reconnect and sync again, 4003 your document holds a refused change (start over from ' +
        "the service's copy).",
      tags: ['Bots'],
      parameters: [{ name: 'botId', in: 'path' as const, required: true, schema: { type: 'string' as const } }],
      responses: {
        '101': { description: 'Switching protocols: the socket is open' },
        '401': { description: 'No valid token or session (error body)' },
        '404': { description: 'No such bot, or not a member of its workspace (error body)' },
      },
    },
  },
}

let served: ReturnType<typeof generateOpenApiDocument> | undefined

/**
 * The document served at /api/openapi.json and /api/docs. Generating it takes a few hundred
 * milliseconds of the event loop, so the server bundle reads the copy its build wrote beside it; run
 * from the sources (tests, `npm run dev`), it is generated on first use, once per process.
 */
export function openApiDocument() {
  served ??= readFile(new URL(PREBUILT_OPENAPI_DOCUMENT, import.meta.url), 'utf8').then(
    (text) => JSON.parse(text) as Awaited<ReturnType<typeof generateOpenApiDocument>>,
    () => generateOpenApiDocument('/api'),
  )
  return served
}
