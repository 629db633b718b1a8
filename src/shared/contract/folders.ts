import { z } from 'zod'
import { idSchema } from '../common'
import { folderNameSchema, folderSchema } from '../folder'
import { base, conflictable } from './base'

const tags = ['Folders']
const folderOutput = z.object({ folder: folderSchema })

/** `root` names the top level where a folder id is expected in a query. */
export const rootFolder = 'root'

export const foldersContract = {
  create: conflictable
    .route({ method: 'POST', path: '/v1/folders', summary: 'Create a folder', tags })
    .input(
      z.object({
        workspaceId: idSchema,
        id: idSchema.optional().describe('Optional id chosen by the client'),
        folderName: folderNameSchema.optional().describe('Defaults to "New folder"'),
        parentFolderId: idSchema.nullish(),
      }),
    )
    .output(folderOutput),
  list: base
    .route({ method: 'GET', path: '/v1/folders', summary: 'List the folders of a workspace', tags })
    .input(
      z.object({
        workspaceId: idSchema,
        parentFolderId: idSchema
          .optional()
          .describe(`Only the direct children of this folder; "${rootFolder}" for the top level; absent for all`),
      }),
    )
    .output(z.object({ folders: z.array(folderSchema) })),
  get: base
    .route({ method: 'GET', path: '/v1/folders/{folderId}', summary: 'Get a folder', tags })
    .input(z.object({ folderId: idSchema }))
    .output(folderOutput),
  update: base
    .route({ method: 'PATCH', path: '/v1/folders/{folderId}', summary: 'Rename or move a folder', tags })
    .input(
      z.object({
        folderId: idSchema,
        folder: z.object({ name: folderNameSchema.optional(), parentFolderId: idSchema.nullable().optional() }),
      }),
    )
    .output(folderOutput),
  delete: base
    .route({
      method: 'DELETE',
      path: '/v1/folders/{folderId}',
      summary: 'Delete a folder',
      description: 'Its bots and sub-folders move to its parent folder (or the top level).',
      tags,
    })
    .input(z.object({ folderId: idSchema }))
    .output(z.object({ message: z.string() })),
}
