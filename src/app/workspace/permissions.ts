import type { MemberRole } from '@/shared/workspace'

/** Creating, renaming, moving and deleting folders and bots: admins and members; guests only read. */
export const canEditContent = (role: MemberRole | undefined) => role === 'ADMIN' || role === 'MEMBER'

/** Renaming or deleting the workspace and managing its members: admins only. */
export const canManageWorkspace = (role: MemberRole | undefined) => role === 'ADMIN'

export const roleLabels: Record<MemberRole, string> = { ADMIN: 'Admin', MEMBER: 'Member', GUEST: 'Guest' }
