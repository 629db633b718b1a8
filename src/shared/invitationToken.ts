// Apart from the workspace schemas: sign-in runs before the first page and needs this only, not zod.

/** Invitation secrets carry this prefix, so sign-in tells them from API tokens. */
export const INVITATION_TOKEN_PREFIX = 'bbi_'
export const isInvitationToken = (token: string) => token.startsWith(INVITATION_TOKEN_PREFIX)
