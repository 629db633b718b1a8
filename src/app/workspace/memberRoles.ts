import type { MemberRole } from '@/shared/workspace'

/** The roles in the order the app offers them: the shared enum's values, without its zod runtime. */
export const memberRoles: readonly MemberRole[] = ['ADMIN', 'MEMBER', 'GUEST']
