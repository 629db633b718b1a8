import { ORPCError } from '@orpc/server'
import { authed } from '../api/procedures'
import { requireBot } from '../auth/access'
import { draftSnapshot } from '../chat/botSnapshots'
import { enginePortsFor } from '../chat/chatServices'
import { testRequest } from '../engine/testRequest'
import { describeRequestFailure } from '../net/describeRequestFailure'

const URL_FIELD = 'options.webhook.url'

/** POST /v1/bots/{botId}/testRequest: the editor's "Test the request", with a chat's rules. */
export const testRequestRoute = authed.bots.testRequest.handler(async ({ context: { db, user, services, signal, origin }, input }) => {
  const { bot } = await requireBot(db, user.id, input.botId, 'write')
  const result = await testRequest(draftSnapshot(bot), input.options ?? {}, input.variables ?? {}, enginePortsFor(db, services, { workspaceId: bot.workspaceId, origin, signal }))
  if (!result) {
    const message = 'The URL is empty. Write one, or give a test value to the variable it is made of.'
    throw new ORPCError('BAD_REQUEST', { message, data: { fields: [{ path: URL_FIELD, message }] } })
  }
  if ('error' in result) {
    // No HTTP answer: a 400 naming the URL field and why, never a made-up status of the remote server.
    const { reason, message, host } = describeRequestFailure(result.error, result.request.url)
    throw new ORPCError('BAD_REQUEST', {
      message,
      data: { fields: [{ path: URL_FIELD, message }], failure: { reason, host }, request: { method: result.request.method, url: result.request.url } },
    })
  }
  return result
})
