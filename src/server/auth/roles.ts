import type { MemberRole } from '../../shared/workspace'

/** What an action needs: reading, changing content, or administering the workspace itself. */
export type Need = 'read' | 'write' | 'admin'

const allowed: Record<Need, readonly MemberRole[]> = {
  read: ['ADMIN', 'MEMBER', 'GUEST'],
  write: ['ADMIN', 'MEMBER'],
  admin: ['ADMIN'],
}

export const roleAllows = (role: MemberRole, need: Need): boolean => allowed[need].includes(role)
