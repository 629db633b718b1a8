import { z } from 'zod'
import { idSchema } from '../common'
import {
  botCreateSchema,
  botListItemSchema,
  botSchema,
  botUpdateSchema,
  currentUserModeSchema,
  publishedBotSchema,
  publishedBotSummarySchema,
} from '../bot/bot'
import { unsupportedBlockSchema } from '../bot/unsupportedBlock'
import { webhookBlockSchema } from '../bot/blocks/integrations/webhook'
import { base, conflictable } from './base'
import { maxNotesPerBot, noteFieldsSchema } from '../notes/botNote'
import { publicIdSchema } from '../bot/bot'
import { rootFolder } from './folders'

const tags = ['Bots']
/** A note of an export file: its fields; an id, if the file has one, is replaced on import. */
const importedNoteSchema = noteFieldsSchema.extend({ id: z.string().optional() })
const botId = { botId: idSchema }
const botOutput = z.object({ bot: botSchema })
/** What a save answers to `Prefer: return=minimal`: the new version's stamp, not a megabyte document back. */
export const savedVersionSchema = z.object({ id: idSchema, updatedAt: botSchema.shape.updatedAt })
export type SavedVersion = z.infer<typeof savedVersionSchema>

export const botsContract = {
  create: conflictable
    .route({
      method: 'POST',
      path: '/v1/bots',
      summary: 'Create a bot',
      description: 'Every field of `bot` is optional; the server adds a start event, theme, settings and version "6".',
      tags,
    })
    .input(z.object({ workspaceId: idSchema, bot: botCreateSchema.optional() }))
    .output(botOutput),
  list: base
    .route({ method: 'GET', path: '/v1/bots', summary: 'List bots', tags })
    .input(
      z.object({
        workspaceId: idSchema.optional().describe('Absent: the bots of every workspace you belong to'),
        folderId: idSchema.optional().describe(`Only the bots of this folder; "${rootFolder}" for the top level`),
      }),
    )
    .output(z.object({ bots: z.array(botListItemSchema) })),
  get: base
    .route({
      method: 'GET',
      path: '/v1/bots/{botId}',
      summary: 'Get a bot',
      description:
        'Without a token, answers only for bots whose `settings.publicShare.isEnabled` is true (currentUserMode "guest").',
      tags,
    })
    .input(
      z.object({
        ...botId,
        migrateToLatestVersion: z.boolean().optional().describe('Convert the document to the latest schema version'),
      }),
    )
    .output(z.object({ bot: botSchema, currentUserMode: currentUserModeSchema })),
  update: conflictable
    .route({
      method: 'PATCH',
      path: '/v1/bots/{botId}',
      summary: 'Update a bot',
      description:
        'A partial bot. When `bot.updatedAt` is older than the stored version, answers 409 CONFLICT and changes nothing. ' +
        'A save that replaces a document (events, groups, edges, variables, theme or settings) must send the `updatedAt` ' +
        'of the version it edited (else 400 naming `bot.updatedAt`), so that it cannot silently overwrite another save; ' +
        'other fields (name, icon, folderId, publicId…) may be set alone. ' +
        'Answers the whole bot; with the header `Prefer: return=minimal`, only `{bot: {id, updatedAt}}` (RFC 7240).',
      tags,
    })
    .input(z.object({ ...botId, bot: botUpdateSchema }))
    // The full answer first: a union takes the first schema that fits, and the minimal one fits any bot.
    .output(z.union([botOutput, z.object({ bot: savedVersionSchema })])),
  delete: base
    .route({ method: 'DELETE', path: '/v1/bots/{botId}', summary: 'Delete a bot with its results', tags })
    .input(z.object(botId))
    .output(z.object({ message: z.string() })),
  duplicate: base
    .route({ method: 'POST', path: '/v1/bots/{botId}/duplicate', summary: 'Duplicate a bot (draft only)', tags })
    .input(z.object({ ...botId, name: z.string().trim().min(1).max(200).optional(), folderId: idSchema.nullish() }))
    .output(botOutput),
  import: conflictable
    .route({
      method: 'POST',
      path: '/v1/bots/import',
      summary: 'Import a bot file',
      description:
        'Reads our export or a Typebot export (schema 3 to 6.1; brand names mapped, older versions migrated). ' +
        'The bot gets a fresh id and public id; `unsupportedBlocks` lists the blocks the engine will skip.',
      tags,
    })
    .input(
      z.object({
        workspaceId: idSchema,
        folderId: idSchema.nullish(),
        bot: z.record(z.string(), z.unknown()).describe('The content of the exported file'),
        notes: z
          .array(importedNoteSchema)
          .max(maxNotesPerBot)
          .optional()
          .describe("Canvas notes to add beside the bot (our export file lists them under its top-level `notes` key); each gets a fresh id"),
      }),
    )
    .output(z.object({ bot: botSchema, unsupportedBlocks: z.array(unsupportedBlockSchema) })),
  publish: conflictable
    .route({
      method: 'POST',
      path: '/v1/bots/{botId}/publish',
      summary: 'Publish the draft',
      description: 'Snapshots the draft; visitors run the latest snapshot from then on.',
      tags,
    })
    .input(z.object(botId))
    .output(z.object({ publishedBot: publishedBotSummarySchema })),
  unpublish: base
    .route({ method: 'POST', path: '/v1/bots/{botId}/unpublish', summary: 'Stop serving the bot to visitors', tags })
    .input(z.object(botId))
    .output(z.object({ message: z.string() })),
  getPublished: base
    .route({ method: 'GET', path: '/v1/bots/{botId}/publishedBot', summary: 'Get the version visitors run', tags })
    .input(z.object(botId))
    .output(z.object({ publishedBot: publishedBotSchema })),
  listPublished: base
    .route({ method: 'GET', path: '/v1/bots/{botId}/publishedBots', summary: 'List published versions, newest first', tags })
    .input(z.object(botId))
    .output(z.object({ publishedBots: z.array(publishedBotSummarySchema) })),
  getPublishedVersion: base
    .route({
      method: 'GET',
      path: '/v1/bots/{botId}/publishedBots/{publishedBotId}',
      summary: 'Get one published version',
      tags,
    })
    .input(z.object({ ...botId, publishedBotId: idSchema }))
    .output(z.object({ publishedBot: publishedBotSchema })),
  testRequest: base
    .route({
      method: 'POST',
      path: '/v1/bots/{botId}/testRequest',
      summary: 'Send an HTTP request block once, as the editor sees it',
      description:
        'Runs the given Webhook block options through the server with the same rules as a chat (address ' +
        'checks, timeout, templating with `variables` given by name) and returns what was sent, what came back, ' +
        'and the values the response mapping would write. An answer with an error status (4xx, 5xx) is a 200 here ' +
        'carrying that status and body. When no answer came at all, the route answers 400 with `message` saying what ' +
        'failed, `data.fields` naming `options.webhook.url`, `data.failure.reason` (one of `hostNotFound`, ' +
        '`connectionRefused`, `connectionReset`, `timeout`, `tls`, `blockedAddress`, `invalidUrl`, `tooManyRedirects`, ' +
        '`responseTooLarge`, `network`) with `data.failure.host`, and `data.request` {method, url}.',
      tags,
    })
    .input(
      z.object({
        ...botId,
        options: webhookBlockSchema.shape.options,
        variables: z.record(z.string(), z.string()).optional().describe('Test values by variable name'),
      }),
    )
    .output(
      z.object({
        request: z.object({ url: z.string(), method: z.string(), headers: z.record(z.string(), z.string()), body: z.string().optional() }),
        response: z.object({ statusCode: z.number(), data: z.unknown() }),
        mappedVariables: z.array(z.object({ variableId: z.string(), name: z.string(), value: z.unknown() })),
      }),
    ),
  restorePublishedVersion: conflictable
    .route({
      method: 'POST',
      path: '/v1/bots/{botId}/publishedBots/{publishedBotId}/restore',
      summary: 'Restore a published version into the draft',
      description: "Replaces the draft's flow, variables, theme and settings with that version's; publishing stays as it is.",
      tags,
    })
    .input(z.object({ ...botId, publishedBotId: idSchema }))
    .output(botOutput),
  publicIdAvailability: base
    .route({
      method: 'GET',
      path: '/v1/bots/{botId}/publicIdAvailability',
      summary: 'Whether a public id is free for this bot',
      description: 'A public id holds at least 4 letters, digits, "-" or "." and names one bot only.',
      tags,
    })
    .input(z.object({ ...botId, publicId: publicIdSchema }))
    .output(z.object({ isAvailable: z.boolean() })),
  mediaUploadUrl: base
    .route({
      method: 'POST',
      path: '/v1/bots/{botId}/mediaUploadUrl',
      summary: "Get a URL to upload an image, video or audio file for the bot's content or theme",
      description:
        'For the builder: bubbles, avatars and backgrounds. Same upload rule as the chat API (formData → multipart ' +
        'POST with the file last as `file`, else PUT); `fileUrl` is where the file is then served, publicly.',
      tags,
    })
    .input(
      z.object({
        ...botId,
        fileName: z.string().min(1).max(255),
        fileType: z.string().regex(/^(image|video|audio)\/[\w.+-]+$/, 'must be an image, video or audio type'),
        fileSize: z.number().int().min(0),
      }),
    )
    .output(z.object({ presignedUrl: z.string(), formData: z.record(z.string(), z.string()), fileUrl: z.string(), fileType: z.string(), maxFileSize: z.number() })),
}
