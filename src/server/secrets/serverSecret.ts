import { randomBytes, hkdfSync } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The server's master secret: SERVER_SECRET when set (at least 32 bytes, hex or base64), else a
 * random one kept in DATA_DIR so encrypted credentials and signed upload policies survive restarts.
 */
export function loadServerSecret(dataDir: string, fromEnv: string | undefined): Buffer {
  if (fromEnv) {
    const secret = /^[0-9a-f]+$/i.test(fromEnv) ? Buffer.from(fromEnv, 'hex') : Buffer.from(fromEnv, 'base64')
    if (secret.length < 32) throw new Error('SERVER_SECRET must hold at least 32 bytes (64 hex characters)')
    return secret
  }
  const file = join(dataDir, 'server-secret')
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex')
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32)
  writeFileSync(file, secret.toString('hex'), { mode: 0o600 })
  return secret
}

/** A key for one purpose, so a key leaked from one use cannot forge another. */
export const deriveKey = (secret: Buffer, purpose: string): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `botbuilder:${purpose}`, 32))
