import { createHash, randomBytes } from 'node:crypto'

/** A new secret; the prefix makes leaked tokens easy to recognise and scan for. */
export const generateTokenValue = (): string => `bbt_${randomBytes(24).toString('base64url')}`

/** Tokens are stored only as SHA-256 hashes, so a database leak reveals no usable secret. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')
