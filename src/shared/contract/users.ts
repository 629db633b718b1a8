import { z } from 'zod'
import { idSchema } from '../common'
import { apiTokenSchema, createdApiTokenSchema, userSchema } from '../user'
import { base } from './base'

const tags = ['Account']

export const usersContract = {
  me: base
    .route({ method: 'GET', path: '/v1/users/me', summary: 'The user the token belongs to', tags })
    .output(z.object({ user: userSchema })),
  listTokens: base
    .route({ method: 'GET', path: '/v1/users/me/tokens', summary: 'List your API tokens', tags })
    .output(z.object({ tokens: z.array(apiTokenSchema) })),
  createToken: base
    .route({
      method: 'POST',
      path: '/v1/users/me/tokens',
      summary: 'Create an API token',
      description: 'The token value is returned once; only its hash is stored.',
      tags,
    })
    .input(z.object({ name: z.string().trim().min(1).max(100) }))
    .output(z.object({ token: createdApiTokenSchema })),
  deleteToken: base
    .route({ method: 'DELETE', path: '/v1/users/me/tokens/{tokenId}', summary: 'Revoke an API token', tags })
    .input(z.object({ tokenId: idSchema }))
    .output(z.object({ message: z.string() })),
}
