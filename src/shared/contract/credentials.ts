import { z } from 'zod'
import { idSchema } from '../common'
import { createCredentialsSchema, credentialsSchema, credentialsTypeSchema } from '../credentials'
import { base } from './base'

const tags = ['Credentials']
const workspaceId = { workspaceId: idSchema }

export const credentialsContract = {
  list: base
    .route({ method: 'GET', path: '/v1/workspaces/{workspaceId}/credentials', summary: 'List stored credentials', tags })
    .input(z.object({ ...workspaceId, type: credentialsTypeSchema.optional() }))
    .output(z.object({ credentials: z.array(credentialsSchema) })),
  create: base
    .route({
      method: 'POST',
      path: '/v1/workspaces/{workspaceId}/credentials',
      summary: 'Store credentials (an OpenAI-compatible API key, an SMTP account, Stripe keys)',
      description: 'The data is encrypted at rest and never returned.',
      tags,
    })
    .input(z.object({ ...workspaceId, credentials: createCredentialsSchema }))
    .output(z.object({ credentials: credentialsSchema })),
  delete: base
    .route({ method: 'DELETE', path: '/v1/workspaces/{workspaceId}/credentials/{credentialsId}', summary: 'Delete credentials', tags })
    .input(z.object({ ...workspaceId, credentialsId: idSchema }))
    .output(z.object({ message: z.string() })),
}
