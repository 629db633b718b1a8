import type { MemberEmail } from '../../shared/workspace'
import { escapeHtml } from '../docs/escapeHtml'
import type { MailPort } from '../engine/ports'

type Mail = { to: string; subject: string; text: string; html: string }

// A workspace name may hold line breaks; a subject is one header line.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('\n')

/** The email carrying a pending member's sign-in link; every name in it is escaped. */
export function invitationMail(to: string, { inviter, workspaceName, url, expiresAt }: { inviter: string; workspaceName: string; url: string; expiresAt: Date }): Mail {
  const until = expiresAt.toUTCString()
  return {
    to,
    subject: oneLine(`${inviter} invited you to ${workspaceName} on Chatbot builder`),
    text: `${inviter} invited you to the workspace "${workspaceName}".\n\nOpen this link to sign in and join it:\n${url}\n\nThe link works once, until ${until}.\n`,
    html: paragraphs([
      `${escapeHtml(inviter)} invited you to the workspace <strong>${escapeHtml(workspaceName)}</strong>.`,
      `<a href="${escapeHtml(url)}">Sign in and join ${escapeHtml(workspaceName)}</a>`,
      `The link works once, until ${escapeHtml(until)}. If you did not expect it, ignore this email.`,
    ]),
  }
}

/** The email telling someone who already has an account that they were added to a workspace. */
export function addedMail(to: string, { inviter, workspaceName, url }: { inviter: string; workspaceName: string; url: string }): Mail {
  return {
    to,
    subject: oneLine(`${inviter} added you to ${workspaceName} on Chatbot builder`),
    text: `${inviter} added you to the workspace "${workspaceName}". It is in your list of workspaces:\n${url}\n`,
    html: paragraphs([
      `${escapeHtml(inviter)} added you to the workspace <strong>${escapeHtml(workspaceName)}</strong>.`,
      `<a href="${escapeHtml(url)}">Open ${escapeHtml(workspaceName)}</a>`,
    ]),
  }
}

/**
 * Sends with the server's own SMTP account. A failure is reported, not thrown: the member is
 * added either way and the admin still has the link to pass on.
 */
export async function sendMemberEmail(mailer: MailPort, { to, ...mail }: Mail): Promise<MemberEmail> {
  try {
    const { sent } = await mailer.send('default', { to: [to], ...mail })
    return sent ? 'SENT' : 'NOT_CONFIGURED'
  } catch (error) {
    console.error(`[members] could not email ${to}:`, error)
    return 'FAILED'
  }
}
