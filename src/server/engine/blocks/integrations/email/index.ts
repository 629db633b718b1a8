import { defaultEmailCredentialsId, type SendEmailBlock } from '../../../../../shared/bot/blocks'
import { addLog, errorText } from '../../../walk/logs'
import { next, type BlockOutcome } from '../../../walk/outcome'
import { templateText } from '../../../walk/template'
import type { Turn } from '../../../walk/turnContext'
import { fetchAttachments } from './attachments'
import { emailBody } from './body'

/** Emails one session may send; later Email blocks log an error instead (§2.4). */
export const maxEmailsPerSession = 5

const secret = { isSecret: true }

/** Templated addresses; a field may hold several, separated by commas. */
async function addresses(turn: Turn, fields: string[] | undefined): Promise<string[]> {
  const resolved = await Promise.all((fields ?? []).map((field) => templateText(turn, field)))
  return resolved.flatMap((text) => text.split(',')).map((address) => address.trim()).filter(Boolean)
}

/**
 * Email (§2.4): no recipients → nothing; preview → not sent, info log; at most 5 per session;
 * sent with the credentials' sender through the mail port. The walk continues in every case.
 */
export async function runEmail(turn: Turn, block: SendEmailBlock): Promise<BlockOutcome> {
  const options = block.options ?? {}
  const to = await addresses(turn, options.recipients)
  if (to.length === 0) return next
  if (turn.state.isPreview) {
    addLog(turn, { status: 'info', description: 'Emails are not sent in preview', details: `To: ${to.join(', ')}` })
    return next
  }
  if (turn.state.emailsSent >= maxEmailsPerSession) {
    addLog(turn, { status: 'error', description: `Email not sent: a chat sends at most ${maxEmailsPerSession} emails` }, secret)
    return next
  }
  const cc = await addresses(turn, options.cc)
  const bcc = await addresses(turn, options.bcc)
  const replyTo = options.replyTo ? (await templateText(turn, options.replyTo)).trim() : ''
  const subject = await templateText(turn, options.subject ?? '')
  const body = await emailBody(turn, options)
  const attachments = await fetchAttachments(turn, options.attachmentsVariableId)
  const credentialsId = options.credentialsId ?? defaultEmailCredentialsId
  try {
    const sent = await turn.ports.mail.send(credentialsId, {
      to,
      ...(cc.length ? { cc } : {}),
      ...(bcc.length ? { bcc } : {}),
      ...(replyTo ? { replyTo } : {}),
      subject,
      ...body,
      ...(attachments.length ? { attachments } : {}),
    })
    if (!sent.sent) {
      addLog(turn, { status: 'error', description: 'Email not sent: unknown SMTP credentials', details: credentialsId }, secret)
      return next
    }
    turn.state.emailsSent += 1
    addLog(turn, { status: 'success', description: 'Email successfully sent', details: JSON.stringify({ from: sent.from, to, subject }) }, secret)
  } catch (error) {
    addLog(turn, { status: 'error', description: 'Email could not be sent', details: errorText(error) }, secret)
  }
  return next
}
