import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { createId } from '../../shared/ids'
import { storedFilesPath } from '../../shared/storedFiles'
import { isObjectKey } from './fileKeys'
import type { ObjectStorage, UploadMode } from './objectStorage'
import { signPolicy } from './uploadPolicy'

/** Routes of the local object store (mounted by the HTTP app). */
export const localUploadPath = '/api/storage/upload'
export const localFilesPath = storedFilesPath

/** Writes atomically: a half-received file never appears under its key. */
export async function writeObject(directory: string, key: string, bytes: Uint8Array) {
  const path = join(directory, key)
  await mkdir(dirname(path), { recursive: true })
  const partial = `${path}.${createId()}.part`
  await writeFile(partial, bytes)
  await rename(partial, path)
}

/**
 * The service as its own object store. POST mode hands out a signed policy as form fields; PUT
 * mode puts the same policy in the URL's query. The upload route checks either before writing.
 */
export function createLocalStorage(options: { key: Buffer; mode: UploadMode; directory: string; now?: () => number }): ObjectStorage {
  const now = options.now ?? Date.now
  return {
    kind: 'local',
    createUpload: async ({ key, contentType, maxSize, expiresInSeconds, origin }) => {
      const policy = { key, contentType, maxSize, expires: now() + expiresInSeconds * 1000 }
      const fields = {
        key,
        'Content-Type': contentType,
        maxSize: String(maxSize),
        expires: String(policy.expires),
        signature: signPolicy(options.key, policy),
      }
      const fileUrl = `${origin}${localFilesPath}/${key}`
      if (options.mode === 'post') return { presignedUrl: `${origin}${localUploadPath}`, formData: fields, fileUrl }
      return { presignedUrl: `${origin}${localUploadPath}?${new URLSearchParams(fields)}`, formData: {}, fileUrl }
    },
    putObject: async ({ key, bytes, origin }) => {
      await writeObject(options.directory, key, bytes)
      return `${origin}${localFilesPath}/${key}`
    },
    deleteObjects: async (keys) => {
      // Keys come from our own rows; the check keeps a bad row from naming a path outside the store.
      await Promise.all(keys.filter(isObjectKey).map((key) => rm(join(options.directory, key), { force: true })))
    },
  }
}
