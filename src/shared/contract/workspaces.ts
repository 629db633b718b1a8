import { z } from 'zod'
import { idSchema } from '../common'
import {
  invitationSchema,
  memberEmailSchema,
  memberRoleSchema,
  memberSchema,
  workspaceIconSchema,
  workspaceNameSchema,
  workspaceSchema,
} from '../workspace'
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
          'Admins only. When the account is new (or has never signed in), the member is PENDING and `invitation` ' +
          'holds their sign-in link (shown once): it signs them in once and opens this workspace, until ' +
          '`invitation.expiresAt` (7 days). `signInToken` is that link\'s secret, which `POST /v1/auth/session` ' +
          'takes as well; it is not an API token. With the server\'s SMTP account set up, the link is emailed to ' +
          'them; an account that has signed in before joins at once and is told by email. `email` says whether ' +
          'the email went out.',
        tags,
      })
      .input(z.object({ ...workspaceId, email: z.email().max(320), role: memberRoleSchema }))
      .output(
        z.object({
          member: memberSchema,
          signInToken: z.string().optional(),
          invitation: invitationSchema.optional(),
          email: memberEmailSchema.optional(),
        }),
      ),
    update: base
      .route({ method: 'PATCH', path: '/v1/workspaces/{workspaceId}/members/{userId}', summary: "Change a member's role", tags })
      .input(z.object({ ...workspaceId, userId: idSchema, role: memberRoleSchema }))
      .output(z.object({ member: memberSchema })),
    remove: base
      .route({ method: 'DELETE', path: '/v1/workspaces/{workspaceId}/members/{userId}', summary: 'Remove a member', tags })
      .input(z.object({ ...workspaceId, userId: idSchema }))
      .output(z.object({ message: z.string() })),
    resendInvitation: conflictable
      .route({
        method: 'POST',
        path: '/v1/workspaces/{workspaceId}/members/{userId}/invitation',
        summary: "Re-send a pending member's invitation",
        description:
          'Admins only. Makes a new sign-in link (the previous one stops working) valid for 7 days, emails it when ' +
          "the server's SMTP account is set up, and answers it once. 409 when the member has signed in already.",
        tags,
      })
      .input(z.object({ ...workspaceId, userId: idSchema }))
      .output(z.object({ member: memberSchema, invitation: invitationSchema, signInToken: z.string(), email: memberEmailSchema })),
    revokeInvitation: conflictable
      .route({
        method: 'DELETE',
        path: '/v1/workspaces/{workspaceId}/members/{userId}/invitation',
        summary: "Revoke a pending member's invitation",
        description:
          'Admins only. Removes the pending member from the workspace; their sign-in link stops working. 409 when ' +
          'the member has signed in already (remove them instead).',
        tags,
      })
      .input(z.object({ ...workspaceId, userId: idSchema }))
      .output(z.object({ message: z.string() })),
  },
}
