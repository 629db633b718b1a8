import { z } from 'zod'
import { continueMessageSchema, textBubbleContentFormatSchema } from '../chat/message'
import { previewStartFromSchema, startChatBodyShape } from '../chat/request'
import { chatResponseSchema, goBackResponseSchema, sessionNoticeSchema, startChatResponseSchema, switchLanguageResponseSchema } from '../chat/response'
import { previewDebugRequestSchema, previewDebugSchema } from '../chat/debug'
import { base } from './base'
import { errorCodes } from '../errors'

const tags = ['Chat']

/** Chat routes are public and rate limited: they may also answer 429. */
const chat = base.errors({
  TOO_MANY_REQUESTS: { status: errorCodes.TOO_MANY_REQUESTS.status, message: errorCodes.TOO_MANY_REQUESTS.message },
})

export const chatContract = {
  startChat: chat
    .route({
      method: 'POST',
      path: '/v1/bots/{publicId}/startChat',
      summary: 'Start a chat on a published bot',
      description:
        'Runs the published version. 404 for an unknown, unpublished or archived bot; 400 with the `botClosed` ' +
        'system message for a closed bot; 403 when the Origin is not in `settings.security.allowedOrigins`; ' +
        '403 when the workspace used its plan\'s chats this month.',
      tags,
    })
    .input(z.object({ publicId: z.string().max(256), ...startChatBodyShape }))
    .output(startChatResponseSchema),
  continueChat: chat
    .route({
      method: 'POST',
      path: '/v1/sessions/{sessionId}/continueChat',
      summary: 'Answer the pending input or action of a chat',
      description:
        '`message` is a text, audio or command message, or a bare string read as text; leave it out to skip an ' +
        'optional file input or to resume after a paused Wait. 404 for an unknown or expired session.',
      tags,
    })
    .input(
      z.object({
        sessionId: z.string().max(256),
        message: continueMessageSchema.nullish(),
        textBubbleContentFormat: textBubbleContentFormatSchema.optional(),
        noticesSeen: z
          .number()
          .int()
          .min(0)
          .optional()
          .describe(
            'The last notice (see sessionNotices) this client showed. When an input\'s timeout moved the chat on after it, ' +
              'the response starts with what the timeout said, and `lastNoticeSeq` names it.',
          ),
      }),
    )
    .output(chatResponseSchema),
  switchLanguage: chat
    .route({
      method: 'POST',
      path: '/v1/sessions/{sessionId}/language',
      summary: 'Change the language a chat speaks',
      description:
        'Beyond the spec (translations): `language` must be one of the bot\'s languages (a base-language or regional match ' +
        'is accepted, 400 otherwise). The rest of the chat, and the pending input returned here, are in that language. ' +
        '404 for an unknown or expired session.',
      tags,
    })
    .input(z.object({ sessionId: z.string().max(256), language: z.string().min(1).max(35) }))
    .output(switchLanguageResponseSchema),
  goBack: chat
    .route({
      method: 'POST',
      path: '/v1/sessions/{sessionId}/back',
      summary: 'Go back to the previous question to change the answer',
      description:
        'Ours, beside the continue-chat route (issue 14). Allowed when the bot\'s theme enables the back button ' +
        '(`theme.chat.backButton.isEnabled`, on by default with `theme.chat.focusedMode.isEnabled`) and the chat waits on a question. ' +
        'The session returns to the previous input as it was (variables, answers, loops, progress), the answer given to it ' +
        'is taken off the result (the next one replaces it), and the response shows that question again with `previousAnswer`. ' +
        '400 with `data.reason` = `notEnabled`, `notOnQuestion`, `nothingToUndo`, or `sideEffect` when a block whose effect ' +
        'leaves the chat ran after that answer (HTTP request and other integrations, email, script, redirect, wait for webhook, ' +
        'code run in the browser, a Bot link that does not merge results) or the answer was a payment. 404 for an unknown or ended session.',
      tags,
    })
    .input(z.object({ sessionId: z.string().max(256) }))
    .output(goBackResponseSchema),
  sessionNotices: chat
    .route({
      method: 'GET',
      path: '/v1/sessions/{sessionId}/notices',
      summary: 'What the chat said without the visitor: turns run by the server since `after`',
      description:
        'When an input\'s timeout passes (its `options.timeout`), the server follows the timeout path on its own, ' +
        'page open or not. The chat page polls here while such an input waits and shows each notice like a ' +
        'continueChat response (`seq` increases; pass the last one seen as `after`). `hasEnded`: that path ended the ' +
        'flow. 404 for an unknown or expired session.',
      tags,
    })
    .input(z.object({ sessionId: z.string().max(256), after: z.coerce.number().int().min(0).optional() }))
    .output(z.object({ notices: z.array(sessionNoticeSchema), hasEnded: z.boolean() })),
  previewStartChat: base
    .route({
      method: 'POST',
      path: '/v1/bots/{botId}/preview/startChat',
      summary: 'Start a preview chat on the draft',
      description:
        'Bearer token. Runs the draft, optionally from a group or an event; saves no results and counts no usage. ' +
        'Continue it with continueChat.',
      tags,
    })
    .input(
      z.object({
        botId: z.string().max(256),
        ...startChatBodyShape,
        startFrom: previewStartFromSchema.optional(),
        sessionId: z.string().min(1).max(256).optional().describe('Reuse this preview session id, overwriting it'),
        isProgressBarEnabled: z.boolean().optional().describe("Overrides the theme's progress bar setting"),
        debug: previewDebugRequestSchema
          .optional()
          .describe('Run under the debugger: each response carries `debug` (trace, variables, pause); continue with previewContinueChat'),
      }),
    )
    .output(startChatResponseSchema.omit({ resultId: true }).extend({ debug: previewDebugSchema.optional() })),
  previewContinueChat: base
    .route({
      method: 'POST',
      path: '/v1/bots/{botId}/preview/sessions/{sessionId}/continueChat',
      summary: "Continue the builder's preview, with the debugger's trace",
      description:
        'Bearer token. continueChat for a preview session of this bot: with `debug` (a session started with `debug`), ' +
        'sets the breakpoints and steps or continues a paused preview, and the response carries `debug`. 404 for a ' +
        'session that is not a preview of this bot.',
      tags,
    })
    .input(
      z.object({
        botId: z.string().max(256),
        sessionId: z.string().max(256),
        message: continueMessageSchema.nullish(),
        textBubbleContentFormat: textBubbleContentFormatSchema.optional(),
        debug: previewDebugRequestSchema.optional(),
      }),
    )
    .output(chatResponseSchema.extend({ debug: previewDebugSchema.optional() })),
  clientLogs: chat
    .route({
      method: 'POST',
      path: '/v2/sessions/{sessionId}/clientLogs',
      summary: "Store logs the client produced (on the session's result)",
      tags,
    })
    .input(
      z.object({
        sessionId: z.string().max(256),
        clientLogs: z
          .array(
            z.object({
              description: z.string().max(1000),
              status: z.string().max(20),
              details: z.string().max(10_000).optional(),
              context: z.string().max(1000).optional(),
            }),
          )
          .max(100),
      }),
    )
    .output(z.object({ message: z.string() })),
  executeWebhook: chat
    .route({
      method: 'POST',
      path: '/v1/bots/{botId}/blocks/{blockId}/results/{resultId}/executeWebhook',
      summary: 'Resume a chat waiting for a webhook',
      description:
        "A service's call to a Wait-for-webhook block, for one visitor's result: the JSON body is mapped into the " +
        "block's variables at the chat's next turn (the visitor's page asks by itself). 404 when no chat of that " +
        'result waits on that block. Public, like the chat routes: the result id is the secret.',
      tags,
      inputStructure: 'detailed',
    })
    .input(
      z.object({
        params: z.object({ botId: z.string().max(256), blockId: z.string().max(256), resultId: z.string().max(256) }),
        body: z.unknown().optional(),
      }),
    )
    .output(z.object({ message: z.string() })),
  executeTestWebhook: base
    .route({
      method: 'POST',
      path: '/v1/bots/{botId}/blocks/{blockId}/executeTestWebhook',
      summary: "Resume the builder's preview waiting for a webhook",
      description:
        "The test twin of executeWebhook, for the bot's editors: resumes the preview chats of the bot that wait on the block. " +
        '404 when none does.',
      tags,
      inputStructure: 'detailed',
    })
    .input(
      z.object({
        params: z.object({ botId: z.string().max(256), blockId: z.string().max(256) }),
        body: z.unknown().optional(),
      }),
    )
    .output(z.object({ message: z.string() })),
  generateUploadUrl: chat
    .route({
      method: 'POST',
      path: '/v3/generate-upload-url',
      summary: 'Get a URL to upload a file answering the pending input',
      description:
        'The session must be waiting on a file input (or a text input allowing attachments). If `formData` has ' +
        'entries, POST a multipart form to `presignedUrl` with every entry as a field and the file last as `file`; ' +
        'otherwise PUT the file to `presignedUrl` with its Content-Type.',
      tags,
    })
    .input(
      z.object({
        sessionId: z.string().min(1).max(256),
        blockId: z.string().max(256),
        fileName: z.string().min(1).max(255),
        fileType: z.string().max(255),
        fileSize: z.number().int().min(0),
      }),
    )
    .output(
      z.object({
        presignedUrl: z.string(),
        formData: z.record(z.string(), z.string()),
        fileUrl: z.string(),
        fileType: z.string(),
        maxFileSize: z.number(),
      }),
    ),
}

