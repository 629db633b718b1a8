import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/database'
import { credentials } from '../db/schema'
import type { CredentialsPort } from '../engine/ports'
import { open } from './sealedBox'

/** The engine's view of stored credentials: decrypted on demand, scoped to the bot's workspace. */
export function createCredentialsPort(db: Database, key: Buffer): CredentialsPort {
  return {
    get: async (workspaceId, credentialsId) => {
      const [row] = await db
        .select({ encryptedData: credentials.encryptedData })
        .from(credentials)
        .where(and(eq(credentials.id, credentialsId), eq(credentials.workspaceId, workspaceId)))
      if (!row) return null
      return JSON.parse(open(key, row.encryptedData)) as Record<string, string>
    },
  }
}
