import { authed, pub } from '../api/procedures'
import { tooManyRequests } from '../api/errors'
import { saveClientLogs } from './clientLogs'
import { receiveTestWebhook, receiveWebhook } from './inboundWebhook'
import { continueSessionChat } from './continueLiveChat'
import { goBackInChat } from './goBackChat'
import { startLiveChat } from './startLiveChat'
import { readSessionNotices } from './sessionNotices'
import { startPreviewChat } from './startPreviewChat'
import { switchChatLanguage } from './switchChatLanguage'
import { continuePreviewChat } from './continuePreviewChat'
import { generateUploadUrl } from '../uploads/generateUploadUrl'

/** Public chat routes count every call against the caller's address first. */
const limited = pub.middleware(async ({ context, next }) => {
  if (!(await context.services.chat.limits.perIp(context.clientIp))) throw tooManyRequests()
  return next()
})

export const chatRoutes = {
  startChat: pub.use(limited).chat.startChat.handler(({ context, input }) => startLiveChat(context, input)),
  continueChat: pub.use(limited).chat.continueChat.handler(({ context, input }) => continueSessionChat(context, input)),
  switchLanguage: pub.use(limited).chat.switchLanguage.handler(({ context, input }) => switchChatLanguage(context, input)),
  goBack: pub.use(limited).chat.goBack.handler(({ context, input }) => goBackInChat(context, input.sessionId)),
  sessionNotices: pub.use(limited).chat.sessionNotices.handler(({ context, input }) => readSessionNotices(context, input)),
  previewStartChat: authed.chat.previewStartChat.handler(({ context, input }) => startPreviewChat(context, input)),
  previewContinueChat: authed.chat.previewContinueChat.handler(({ context, input }) => continuePreviewChat(context, input)),
  clientLogs: pub
    .use(limited)
    .chat.clientLogs.handler(({ context, input }) => saveClientLogs(context, input.sessionId, input.clientLogs)),
  executeWebhook: pub.use(limited).chat.executeWebhook.handler(({ context, input }) => receiveWebhook(context, input.params, input.body)),
  executeTestWebhook: authed.chat.executeTestWebhook.handler(({ context, input }) => receiveTestWebhook(context, input.params, input.body)),
  generateUploadUrl: pub.use(limited).chat.generateUploadUrl.handler(({ context, input }) => generateUploadUrl(context, input)),
}
