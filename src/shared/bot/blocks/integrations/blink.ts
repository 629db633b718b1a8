import { z } from 'zod'
import { idSchema } from '../../../common'
import { blockBaseShape } from '../base'
import { pluginResponseMappingSchema } from './pluginShapes'

export const blinkActions = ['Send Feed Event', 'Get Users', 'Redirect'] as const
export const blinkDefaultBaseUrl = 'https://api.joinblink.com/v2'
export const blinkUserFilterTypes = ['User ID', 'Employee ID'] as const

/** Blink's user fields, by the label a "Get Users" mapping row names them with. */
export const blinkUserFields = {
  Emails: 'email',
  'Company Names': 'company_name',
  'First Names': 'first_name',
  'Second Names': 'second_name',
  'Display Names': 'display_name',
  Initials: 'initials',
  'Job Titles': 'job_title',
  'Profile Photo IDs': 'profile_photo_id',
  Timezones: 'timezone',
  'Manager IDs': 'manager_id',
  'Department Names': 'department_name',
  'Account Statuses': 'account_status',
  'User IDs': 'id',
  'Employee IDs': 'employee_id',
} as const
export const blinkFeedEventResponseItems = ['Event ID'] as const

export const blinkSectionTypes = ['Header', 'Text', 'Labelled Text', 'Image', 'Image gallery', 'YouTube', 'Link', 'Buttons', 'Attachment', 'Event', 'Horizontal Bar Chart'] as const
export const blinkButtonActions = ['Open Link', 'Open Webview'] as const

/** Numbers the builder stores as numbers; a templated text is accepted too. */
const numberLike = z.union([z.number(), z.string()])

/** One card section of a feed event; which fields count depends on `type`. */
const sectionSchema = z.looseObject({
  id: idSchema.optional(),
  type: z.string().optional(),
  title: z.string().optional(),
  value: z.string().optional(),
  label: z.string().optional(),
  iconUrl: z.string().optional(),
  imageUrl: z.string().optional(),
  fitImage: z.boolean().optional(),
  width: numberLike.optional(),
  height: numberLike.optional(),
  imageUrls: z.array(z.string()).optional(),
  link: z.string().optional(),
  url: z.string().optional(),
  description: z.string().optional(),
  imagePlacement: z.string().optional(),
  buttons: z
    .array(z.looseObject({ id: idSchema.optional(), label: z.string().optional(), iconUrl: z.string().optional(), clientAction: z.looseObject({ type: z.string().optional(), url: z.string().optional() }).optional() }))
    .optional(),
  start: z.string().optional(),
  end: z.string().optional(),
  allDay: z.boolean().optional(),
  total: numberLike.optional(),
  data: z.array(z.looseObject({ id: idSchema.optional(), name: z.string().optional(), value: numberLike.optional(), label: z.string().optional() })).optional(),
})
export type BlinkSection = z.infer<typeof sectionSchema>

/**
 * `blink`: Blink's employee app. "Send Feed Event" posts a card to people's feeds
 * (`POST /feed/events`), "Get Users" reads users' fields into variables (`GET /user`), and
 * "Redirect" opens a Blink page.
 */
export const blinkBlockSchema = z.looseObject({
  ...blockBaseShape,
  type: z.literal('blink'),
  options: z
    .looseObject({
      action: z.string().optional(),
      credentialsId: z.string().optional(),
      // Send Feed Event
      categoryId: z.string().optional(),
      ribbonColor: z.string().optional(),
      sections: z.array(sectionSchema).optional(),
      allowComments: z.boolean().optional(),
      allowReactions: z.boolean().optional(),
      userIds: z.array(z.string()).optional(),
      groupIds: z.array(z.string()).optional(),
      pushNotification: z.looseObject({ title: z.string().optional(), text: z.string().optional() }).optional(),
      // Get Users
      filter: z.looseObject({ type: z.string().optional(), userId: z.string().optional(), employeeId: z.string().optional() }).optional(),
      responseMapping: z.array(pluginResponseMappingSchema).optional(),
      // Redirect
      url: z.string().optional(),
    })
    .optional(),
})
export type BlinkBlock = z.infer<typeof blinkBlockSchema>
export type BlinkOptions = NonNullable<BlinkBlock['options']>
