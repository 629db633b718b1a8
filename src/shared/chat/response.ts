import { z } from 'zod'
import { richTextNodeSchema } from '../bot/blocks/richText'
import { inputBlockSchemas } from '../bot/blocks/inputs'
import { paymentRuntimeOptionsSchema } from '../bot/blocks/inputs/payment'
import { settingsSchema } from '../bot/settings'
import { themeSchema } from '../bot/theme'

/** A bubble as the client shows it: the block's content with every `{{variable}}` resolved (§4.4). */
export const chatMessageSchema = z.discriminatedUnion('type', [
  z.object({
    id: z.string(),
    type: z.literal('text'),
    content: z.discriminatedUnion('type', [
      z.object({ type: z.literal('richText'), richText: z.array(richTextNodeSchema) }),
      z.object({ type: z.literal('markdown'), markdown: z.string() }),
    ]),
  }),
  z.object({
    id: z.string(),
    type: z.literal('image'),
    content: z.object({
      url: z.string().optional(),
      clickLink: z.object({ url: z.string().optional(), alt: z.string().optional() }).optional(),
    }),
  }),
  z.object({
    id: z.string(),
    type: z.literal('video'),
    content: z.object({
      url: z.string().optional(),
      id: z.string().optional(),
      type: z.enum(['url', 'youtube', 'vimeo', 'tiktok', 'gumlet']).optional(),
      height: z.union([z.number(), z.string()]).optional(),
      aspectRatio: z.string().optional(),
      maxWidth: z.string().optional(),
      queryParamsStr: z.string().optional(),
      areControlsDisplayed: z.boolean().optional(),
      isAutoplayEnabled: z.boolean().optional(),
    }),
  }),
  z.object({
    id: z.string(),
    type: z.literal('audio'),
    content: z.object({ url: z.string().optional(), isAutoplayEnabled: z.boolean().optional() }),
  }),
  z.object({
    id: z.string(),
    type: z.literal('embed'),
    content: z.object({
      url: z.string().optional(),
      height: z.union([z.number(), z.string()]).optional(),
      waitForEvent: z
        .object({ isEnabled: z.boolean().optional(), name: z.string().optional(), saveDataInVariableId: z.string().optional() })
        .optional(),
    }),
  }),
])
export type ChatMessage = z.infer<typeof chatMessageSchema>

/**
 * The input block awaiting an answer, resolved for display (§2.2), plus the value to pre-fill and,
 * for a payment, what its card form needs.
 */
export const chatInputSchema = z
  .discriminatedUnion('type', inputBlockSchemas)
  .and(z.object({ prefilledValue: z.string().optional(), runtimeOptions: paymentRuntimeOptionsSchema.optional() }))
export type ChatInput = z.infer<typeof chatInputSchema>

const scriptSchema = z.object({
  content: z.string(),
  args: z.array(z.object({ id: z.string(), value: z.unknown() })),
  isUnsafe: z.boolean().optional(),
  isCode: z.boolean().optional(),
})

/** A gtag event: `gtag('event', action, {event_category, event_label, value, send_to})` for the measurement ID. */
const googleAnalyticsActionSchema = z.object({
  trackingId: z.string(),
  action: z.string(),
  category: z.string().optional(),
  label: z.string().optional(),
  value: z.number().optional(),
  sendTo: z.string().optional(),
})

/** A Meta Pixel event: `fbq('track', eventType, params)`, or `fbq('trackCustom', name, params)`. */
const pixelActionSchema = z.object({
  pixelId: z.string(),
  isInitSkip: z.boolean().optional(),
  eventType: z.string(),
  name: z.string().optional(),
  params: z.record(z.string(), z.string()).optional(),
})

/** Opens the Chatwoot widget of `websiteToken` (its SDK from `baseUrl`) for the visitor, or closes it. */
const chatwootActionSchema = z.object({
  task: z.enum(['open', 'close']),
  baseUrl: z.string().optional(),
  websiteToken: z.string().optional(),
  /** The visitor as Chatwoot identifies them (`identifier`: the given id, else the result's). */
  user: z
    .object({ identifier: z.string(), email: z.string().optional(), name: z.string().optional(), avatarUrl: z.string().optional(), phoneNumber: z.string().optional() })
    .optional(),
})

const actionBase = {
  lastBubbleBlockId: z.string().optional(),
  expectsDedicatedReply: z.boolean().optional(),
}

/** Work the client does itself, in order with the bubbles (§4.5). */
export const clientSideActionSchema = z.discriminatedUnion('type', [
  z.object({ ...actionBase, type: z.literal('redirect'), redirect: z.object({ url: z.string(), isNewTab: z.boolean() }) }),
  z.object({ ...actionBase, type: z.literal('wait'), wait: z.object({ secondsToWaitFor: z.number() }) }),
  z.object({ ...actionBase, type: z.literal('scriptToExecute'), scriptToExecute: scriptSchema }),
  z.object({ ...actionBase, type: z.literal('setVariable'), setVariable: z.object({ scriptToExecute: scriptSchema }) }),
  z.object({
    ...actionBase,
    type: z.literal('httpRequestToExecute'),
    httpRequestToExecute: z.object({
      url: z.string(),
      method: z.string(),
      headers: z.record(z.string(), z.string()),
      body: z.unknown().optional(),
    }),
  }),
  z.object({
    ...actionBase,
    type: z.literal('streamOpenAiChatCompletion'),
    streamOpenAiChatCompletion: z.object({ messages: z.array(z.object({ role: z.string(), content: z.string() })) }),
  }),
  z.object({ ...actionBase, type: z.literal('startPropsToInject'), startPropsToInject: z.object({ customHeadCode: z.string() }) }),
  // The chat waits for a service's call (Wait for webhook): the client asks again, without a message, until it came.
  z.object({ ...actionBase, type: z.literal('listenForWebhook') }),
  // Cal.com's booking embed shown in the chat; the reply is the booked date (Typebot's `cal-com` block).
  z.object({ ...actionBase, type: z.literal('calComBooking'), calComBooking: z.object({ baseUrl: z.string(), link: z.string(), layout: z.string(), prefill: z.record(z.string(), z.string()) }) }),
  // Third-party scripts the visitor's page loads when the step runs (the builder's preview does not).
  z.object({ ...actionBase, type: z.literal('googleAnalytics'), googleAnalytics: googleAnalyticsActionSchema }),
  z.object({ ...actionBase, type: z.literal('pixel'), pixel: pixelActionSchema }),
  z.object({ ...actionBase, type: z.literal('chatwoot'), chatwoot: chatwootActionSchema }),
  // Zendesk's messaging widget opened on the chat page; `token` signs the visitor in (a JWT of the owner's key).
  z.object({ ...actionBase, type: z.literal('zendeskWebWidget'), zendeskWebWidget: z.object({ key: z.string(), token: z.string().optional() }) }),
])
export type ClientSideAction = z.infer<typeof clientSideActionSchema>

export const chatLogSchema = z.object({
  status: z.enum(['success', 'error', 'info']).optional(),
  description: z.string(),
  details: z.string().optional(),
  context: z.string().optional(),
})
export type ChatLog = z.infer<typeof chatLogSchema>

/** Theme parts that follow a variable, resolved again on every response. */
export const dynamicThemeSchema = z.object({
  hostAvatarUrl: z.string().optional(),
  guestAvatarUrl: z.string().optional(),
  backgroundUrl: z.string().optional(),
})

/** What every chat turn answers (§4.1). */
export const chatResponseShape = {
  messages: z.array(chatMessageSchema),
  input: chatInputSchema.optional(),
  clientSideActions: z.array(clientSideActionSchema).optional(),
  logs: z.array(chatLogSchema).optional(),
  dynamicTheme: dynamicThemeSchema.optional(),
  progress: z.number().min(0).max(100).optional(),
  lastMessageNewFormat: z.string().optional(),
  /**
   * Issue 14: the newest turn the server ran alone (an input's timeout) that this response shows; sent
   * when continueChat was told `noticesSeen` and a timeout had moved the chat on since.
   */
  lastNoticeSeq: z.number().int().optional(),
}
export const chatResponseSchema = z.object(chatResponseShape)
export type ChatResponse = z.infer<typeof chatResponseSchema>

/** The bot's languages, when it has translations (issue 14): the page shows a switcher from them. */
export const chatLanguagesSchema = z.object({
  current: z.string(),
  available: z.array(z.object({ code: z.string(), name: z.string() })),
  isSwitcherEnabled: z.boolean(),
})
export type ChatLanguages = z.infer<typeof chatLanguagesSchema>
/** A turn the server ran without the visitor (an input timeout, issue 14), numbered per session. */
export const sessionNoticeSchema = z.object({ seq: z.number().int(), ...chatResponseShape })
export type SessionNotice = z.infer<typeof sessionNoticeSchema>

export const startChatResponseSchema = z.object({
  ...chatResponseShape,
  sessionId: z.string(),
  resultId: z.string().optional(),
  bot: z.object({
    id: z.string(),
    version: z.enum(['3', '4', '5', '6', '6.1']),
    theme: themeSchema,
    settings: settingsSchema.pick({ general: true, typingEmulation: true }),
    publishedAt: z.string().optional(),
  }),
  languages: chatLanguagesSchema.optional(),
})
export type StartChatResponse = z.infer<typeof startChatResponseSchema>


/** Answer of the language switch: the language now spoken, the pending input and the client's texts in it. */
export const switchLanguageResponseSchema = z.object({
  language: z.string(),
  input: chatInputSchema.optional(),
  settings: settingsSchema.pick({ general: true, typingEmulation: true }),
})
export type SwitchLanguageResponse = z.infer<typeof switchLanguageResponseSchema>
/**
 * Answer of the back step (issue 14, ours): the previous question again, as a ChatResponse, with the
 * answer the visitor gave to it, for the client to offer in the input.
 */
export const goBackResponseSchema = chatResponseSchema.extend({ previousAnswer: z.string() })
export type GoBackResponse = z.infer<typeof goBackResponseSchema>
