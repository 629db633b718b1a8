import { z } from 'zod'
import { blockBaseShape } from '../base'
import { pluginOptionsShape } from './pluginOptions'

export const gmailSendEmailAction = 'Send email'
export const gmailResponseItems = ['Message ID', 'Thread ID'] as const

/**
 * `gmail`: sends an email from the Google account of the credentials through the Gmail API (a
 * reply within a thread when one is given), with files from a variable attached and the new
 * message's ids saved in variables.
 */
export const gmailBlockSchema = z.looseObject({
  ...blockBaseShape,
  type: z.literal('gmail'),
  options: z
    .looseObject({
      ...pluginOptionsShape,
      to: z.string().optional(),
      subject: z.string().optional(),
      body: z.string().optional(),
      /** A variable holding the URL (or list of URLs) of files to attach. */
      attachments: z.string().optional(),
      label: z.string().optional(),
      from: z.string().optional(),
      threadId: z.string().optional(),
      replyTo: z.string().optional(),
      responseMapping: z.array(z.looseObject({ id: z.string().optional(), item: z.string().optional(), variableId: z.string().optional() })).optional(),
    })
    .optional(),
})
export type GmailBlock = z.infer<typeof gmailBlockSchema>
export type GmailOptions = NonNullable<GmailBlock['options']>

export const runsGmailAction = (block: GmailBlock): boolean => (block.options?.action ?? gmailSendEmailAction) === gmailSendEmailAction
