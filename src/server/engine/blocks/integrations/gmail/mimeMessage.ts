import type { MailMessage } from '../../../ports'

type Email = { from: string; to: string; subject: string; text: string; replyTo?: string; attachments: NonNullable<MailMessage['attachments']> }

/** The email as RFC 822 bytes, base64url-encoded: the `raw` the Gmail API sends. */
export async function rawMessage({ attachments, ...email }: Email): Promise<string> {
  // Loaded on the first Gmail block sent, not with the server (a start's time goes on what every chat needs).
  const { default: MailComposer } = await import('nodemailer/lib/mail-composer')
  const composer = new MailComposer({ ...email, attachments: attachments.map(({ filename, content, contentType }) => ({ filename, content: Buffer.from(content), contentType })) })
  const bytes = await new Promise<Buffer>((resolve, reject) => composer.compile().build((error, message) => (error ? reject(error) : resolve(message))))
  return bytes.toString('base64url')
}
