import { z } from 'zod'
import { idSchema, isoDateTimeSchema } from './common'

export const folderNameSchema = z.string().trim().min(1, 'folderName must not be empty').max(200)

export const folderSchema = z.object({
  id: idSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  name: z.string(),
  parentFolderId: idSchema.nullable(),
  workspaceId: idSchema,
})
export type Folder = z.infer<typeof folderSchema>
