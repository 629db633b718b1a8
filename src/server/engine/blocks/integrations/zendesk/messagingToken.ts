import { createHmac } from 'node:crypto'

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/**
 * The JWT that signs a visitor in to Zendesk's messaging widget: HS256 with the Conversations
 * API key (its id in `kid`), the user's external id, name and, when known, a verified email.
 */
export function messagingToken(key: { keyId: string; secret: string }, user: { externalId: string; name?: string; email?: string }): string {
  const header = base64url({ alg: 'HS256', typ: 'JWT', kid: key.keyId })
  const payload = base64url({
    scope: 'user',
    external_id: user.externalId,
    name: user.name ?? '',
    ...(user.email ? { email: user.email, email_verified: true } : {}),
  })
  const signature = createHmac('sha256', key.secret).update(`${header}.${payload}`).digest('base64url')
  return `${header}.${payload}.${signature}`
}
