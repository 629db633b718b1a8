import type { SQL } from 'drizzle-orm'
import type { Executor } from '../db/database'
import { uploads } from '../db/schema'
import type { ObjectStorage } from './objectStorage'

/**
 * Inside a deletion's transaction: takes away the upload rows `condition` selects (results' rows
 * are not tied to them by a foreign key) and gives back their objects' keys, to delete once the
 * transaction has committed. A file is never removed for a deletion that rolled back.
 */
export async function takeUploads(tx: Executor, condition: SQL): Promise<string[]> {
  const rows = await tx.delete(uploads).where(condition).returning({ key: uploads.storageKey })
  return rows.map((row) => row.key)
}

/**
 * After the commit: removes the files. The rows are gone either way, so a store that fails is
 * logged, not reported to the person who deleted (their data is deleted; a file may linger).
 */
export async function deleteStoredFiles(storage: ObjectStorage, keys: string[]): Promise<void> {
  if (keys.length === 0) return
  await storage.deleteObjects(keys).catch((error: unknown) => console.error(`[uploads] could not delete ${keys.length} stored file(s):`, error))
}
