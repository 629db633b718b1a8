import { z } from 'zod'
import { blockBaseShape } from '../base'

/** `credentialsId` naming the server's own SMTP configuration. */
export const defaultEmailCredentialsId = 'default'

export const sendEmailBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('Email'),
  options: z
    .object({
      credentialsId: z.string().optional(),
      recipients: z.array(z.string()).optional(),
      cc: z.array(z.string()).optional(),
      bcc: z.array(z.string()).optional(),
      replyTo: z.string().optional(),
      subject: z.string().optional(),
      body: z.string().optional(),
      isCustomBody: z.boolean().optional(),
      /** Body is raw HTML: variable values are not escaped. */
      isBodyCode: z.boolean().optional(),
      /** Variable holding one URL or a list of URLs of files to attach. */
      attachmentsVariableId: z.string().optional(),
    })
    .optional(),
})
export type SendEmailBlock = z.infer<typeof sendEmailBlockSchema>

export const defaultSendEmailOptions = {
  credentialsId: defaultEmailCredentialsId,
  isCustomBody: false,
  isBodyCode: false,
} as const
