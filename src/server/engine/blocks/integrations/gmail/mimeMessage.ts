import MailComposer from 'nodemailer/lib/mail-composer'
import type { MailMessage } from '../../../ports'

type Email = { from: string; to: string; subject: string; text: string; replyTo?: string; attachments: NonNullable<MailMessage['attachments']> }

/** The email as RFC 822 bytes, base64url-encoded: the `raw` the Gmail API sends. */
export async function rawMessage({ attachments, ...email }: Email): Promise<string> {
  const composer = new MailComposer({ ...email, attachments: attachments.map(({ filename, content, contentType }) => ({ filename, content: Buffer.from(content), contentType })) })
  const bytes = await new Promise<Buffer>((resolve, reject) => composer.compile().build((error, message) => (error ? reject(error) : resolve(message))))
  return bytes.toString('base64url')
}
