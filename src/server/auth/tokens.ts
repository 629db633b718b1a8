import { createHash, createHmac, randomBytes } from 'node:crypto'

/** A new secret; the prefix makes leaked tokens easy to recognise and scan for. */
export const generateTokenValue = (): string => `bbt_${randomBytes(24).toString('base64url')}`

/**
 * Tokens are stored only as keyed hashes (HMAC-SHA-256 under a key derived from the server
 * secret): a leaked database reveals no usable secret, and without the key a weak ADMIN_TOKEN
 * cannot be guessed offline against it.
 */
export const hashToken = (key: Buffer, token: string): string => createHmac('sha256', key).update(token).digest('hex')

/** How tokens were stored before the keyed hash: still accepted, and rehashed at their next use. */
export const legacyTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex')

/** The stored hashes `token` may have: the keyed one, then the legacy one. */
export const storedHashesOf = (key: Buffer, token: string): [keyed: string, legacy: string] => [hashToken(key, token), legacyTokenHash(token)]
