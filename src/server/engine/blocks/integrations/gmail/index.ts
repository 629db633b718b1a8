import type { GmailBlock } from '../../../../../shared/bot/blocks'
import { writeVariable } from '../../../session/variables'
import { addLog } from '../../../walk/logs'
import { next, type BlockOutcome } from '../../../walk/outcome'
import { templateStrings } from '../../../walk/template'
import { currentBot, type Turn } from '../../../walk/turnContext'
import { fetchAttachments } from '../email/attachments'
import { maxEmailsPerSession } from '../email'
import { callService, failureDetails, trimBaseUrl } from '../serviceBlocks/callService'
import { serviceCredentials } from '../serviceBlocks/serviceCredentials'
import { googleAccessToken, googleApisUrl } from './googleAccess'
import { rawMessage } from './mimeMessage'

const secret = { isSecret: true }

/** "Name <address>": the block's From when it has an address, else the account's own address (and name, unless one is given). */
async function sender(turn: Turn, apis: string, token: string, from: string | undefined): Promise<string> {
  if (from?.includes('@')) return from
  const me = (await callService(turn, { url: `${apis}/oauth2/v3/userinfo`, headers: { authorization: `Bearer ${token}` } })) as { name?: string; email?: string }
  return `${from || me.name || ''} <${me.email}>`.trim()
}

/**
 * Gmail (Typebot's `gmail` plugin block): the account's refresh token traded for an access token,
 * the email built and sent through the Gmail API (in a thread when one is given), labelled, and
 * its ids saved. No recipient, credentials or token, an error answer, a refused address or a
 * timeout: an error log on the result, and the flow goes on. Counts toward a chat's email limit.
 */
export async function runGmail(turn: Turn, block: GmailBlock): Promise<BlockOutcome> {
  const credentials = await serviceCredentials(turn, block, ['clientId', 'clientSecret', 'refreshToken'])
  if (!credentials) return next
  const options = await templateStrings(turn, block.options ?? {})
  if (!options.to?.trim()) {
    addLog(turn, { status: 'error', description: 'Gmail: the email has no recipient' })
    return next
  }
  if (turn.state.emailsSent >= maxEmailsPerSession) {
    addLog(turn, { status: 'error', description: `Gmail: email not sent, a chat sends at most ${maxEmailsPerSession} emails` }, secret)
    return next
  }
  const apis = trimBaseUrl(credentials.baseUrl || googleApisUrl)
  try {
    const token = await googleAccessToken(turn, credentials)
    const authorization = { authorization: `Bearer ${token}` }
    const raw = await rawMessage({
      from: await sender(turn, apis, token, options.from?.trim()),
      to: options.to,
      subject: options.subject ?? '',
      text: options.body ?? '',
      // Within a thread the reply goes where the thread's messages do.
      ...(options.replyTo && !options.threadId ? { replyTo: options.replyTo } : {}),
      attachments: await fetchAttachments(turn, block.options?.attachments),
    })
    const sent = (await callService(turn, {
      url: `${apis}/gmail/v1/users/me/messages/send`,
      method: 'POST',
      headers: authorization,
      json: { raw, ...(options.threadId ? { threadId: options.threadId } : {}) },
    })) as { id?: string; threadId?: string }
    turn.state.emailsSent += 1
    addLog(turn, { status: 'success', description: 'Gmail: email sent', details: JSON.stringify({ to: options.to, subject: options.subject }) }, secret)
    if (options.label && sent.id) {
      await callService(turn, { url: `${apis}/gmail/v1/users/me/messages/${encodeURIComponent(sent.id)}/modify`, method: 'POST', headers: authorization, json: { addLabelIds: [options.label] } }).catch(
        (error: unknown) => addLog(turn, { status: 'error', description: 'Gmail: the label could not be applied', details: failureDetails(error) }),
      )
    }
    for (const mapping of options.responseMapping ?? []) {
      const value = (mapping.item ?? 'Message ID') === 'Thread ID' ? sent.threadId : sent.id
      writeVariable(currentBot(turn).variables, mapping.variableId, value ?? null)
    }
  } catch (error) {
    addLog(turn, { status: 'error', description: 'Gmail: the email could not be sent', details: failureDetails(error) }, secret)
  }
  return next
}
