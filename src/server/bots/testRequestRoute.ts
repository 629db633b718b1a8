import { authed } from '../api/procedures'
import { badRequest } from '../api/errors'
import { requireBot } from '../auth/access'
import { draftSnapshot } from '../chat/botSnapshots'
import { enginePortsFor } from '../chat/chatServices'
import { testRequest } from '../engine/testRequest'

/** POST /v1/bots/{botId}/testRequest: the editor's "Test the request", with a chat's rules. */
export const testRequestRoute = authed.bots.testRequest.handler(async ({ context: { db, user, services, signal, origin }, input }) => {
  const { bot } = await requireBot(db, user.id, input.botId, 'write')
  const result = await testRequest(draftSnapshot(bot), input.options ?? {}, input.variables ?? {}, enginePortsFor(db, services, { workspaceId: bot.workspaceId, origin, signal }))
  if (!result) throw badRequest('options.webhook.url', 'give the request a URL')
  return result
})
