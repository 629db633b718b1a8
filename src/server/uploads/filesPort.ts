import { createId } from '../../shared/ids'
import type { Database } from '../db/database'
import { uploads } from '../db/schema'
import type { FilesPort } from '../engine/ports'
import type { ServerServices } from '../services'
import { objectKeyFor } from './fileKeys'

/**
 * Files the engine makes, stored like a visitor's upload: a key of the service's choosing under
 * the result and block, an uploads row (so the file is served, and deleted with its result, bot or
 * workspace), public like the answers' files.
 */
export function createFilesPort(db: Database, services: Pick<ServerServices, 'storage'>, origin: string): FilesPort {
  return {
    store: async ({ botId, resultId, blockId, fileName, contentType, bytes }) => {
      const id = createId()
      const key = objectKeyFor({ botId, resultId, blockId, id, fileName })
      const fileUrl = await services.storage.putObject({ key, contentType, bytes, origin })
      const now = new Date()
      await db.insert(uploads).values({
        id,
        botId,
        resultId,
        blockId,
        fileName,
        fileType: contentType,
        maxFileSize: bytes.byteLength,
        storageKey: key,
        uploadedAt: now,
        createdAt: now,
      })
      return fileUrl
    },
  }
}
