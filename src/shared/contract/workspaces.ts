import { z } from 'zod'
import { idSchema } from '../common'
import { memberRoleSchema, memberSchema, workspaceIconSchema, workspaceNameSchema, workspaceSchema } from '../workspace'
import { base, conflictable } from './base'

const tags = ['Workspaces']
const workspaceId = { workspaceId: idSchema }

export const workspacesContract = {
  list: base
    .route({ method: 'GET', path: '/v1/workspaces', summary: 'List the workspaces you belong to', tags })
    .output(z.object({ workspaces: z.array(workspaceSchema) })),
  create: base
    .route({ method: 'POST', path: '/v1/workspaces', summary: 'Create a workspace (you become its admin)', tags })
    .input(z.object({ name: workspaceNameSchema, icon: workspaceIconSchema.optional() }))
    .output(z.object({ workspace: workspaceSchema })),
  get: base
    .route({ method: 'GET', path: '/v1/workspaces/{workspaceId}', summary: 'Get a workspace', tags })
    .input(z.object(workspaceId))
    .output(z.object({ workspace: workspaceSchema })),
  update: base
    .route({ method: 'PATCH', path: '/v1/workspaces/{workspaceId}', summary: 'Rename a workspace or change its icon', tags })
    .input(z.object({ ...workspaceId, name: workspaceNameSchema.optional(), icon: workspaceIconSchema.optional() }))
    .output(z.object({ workspace: z.object({ name: z.string(), icon: z.string().nullable() }) })),
  delete: base
    .route({
      method: 'DELETE',
      path: '/v1/workspaces/{workspaceId}',
      summary: 'Delete a workspace with its folders, bots and results',
      description: 'The body is an empty JSON object. Admins only.',
      tags,
    })
    .input(z.object(workspaceId))
    .output(z.object({ message: z.string() })),
  members: {
    list: base
      .route({ method: 'GET', path: '/v1/workspaces/{workspaceId}/members', summary: 'List members', tags })
      .input(z.object(workspaceId))
      .output(z.object({ members: z.array(memberSchema) })),
    add: conflictable
      .route({
        method: 'POST',
        path: '/v1/workspaces/{workspaceId}/members',
        summary: 'Add a member by email',
        description:
          'Admins only. When no account has this email yet, the account is created and `signInToken` holds its ' +
          'first API token (shown once): hand it to the new member, who signs in with it.',
        tags,
      })
      .input(z.object({ ...workspaceId, email: z.email().max(320), role: memberRoleSchema }))
      .output(z.object({ member: memberSchema, signInToken: z.string().optional() })),
    update: base
      .route({ method: 'PATCH', path: '/v1/workspaces/{workspaceId}/members/{userId}', summary: "Change a member's role", tags })
      .input(z.object({ ...workspaceId, userId: idSchema, role: memberRoleSchema }))
      .output(z.object({ member: memberSchema })),
    remove: base
      .route({ method: 'DELETE', path: '/v1/workspaces/{workspaceId}/members/{userId}', summary: 'Remove a member', tags })
      .input(z.object({ ...workspaceId, userId: idSchema }))
      .output(z.object({ message: z.string() })),
  },
}
