import { ORPCError } from '@orpc/server'
import type { RequestContext } from '../api/context'
import { badRequest } from '../api/errors'
import { loadSession } from '../chat/sessions'
import { uploads } from '../db/schema'
import { isAllowedFileType } from '../engine/rules/answers/isAllowedFileType'
import { objectKeyFor } from './fileKeys'
import { nameContradictsType } from './fileSignatures'

/** A signed upload is good for ten minutes: long enough for a slow phone, short enough to leak little. */
const UPLOAD_URL_LIFETIME_SECONDS = 600

type UploadRequest = { sessionId: string; blockId: string; fileName: string; fileType: string; fileSize: number }

/** A name-only URL, to read the file's extension with the same rule answers are checked with. */
const asFileUrl = (fileName: string) => new URL(`https://upload.invalid/${encodeURIComponent(fileName)}`)

/**
 * POST /v3/generate-upload-url: the pending input must take files (a file input, or a text input
 * with attachments); type and size are checked against the block and the server's maximum; the
 * object key is the server's own.
 */
export async function generateUploadUrl(context: RequestContext, request: UploadRequest) {
  const { db, services, config } = context
  const now = services.chat.ports.now()
  const session = await loadSession(db, request.sessionId, now)
  const pending = session.state.pending
  const input = pending?.type === 'input' ? pending.input : undefined
  const takesFiles =
    input?.id === request.blockId &&
    (input.type === 'file input' || (input.type === 'text input' && input.options?.attachments?.isEnabled === true))
  if (!input || !takesFiles) {
    throw badRequest('blockId', 'this chat is not waiting for a file on that block')
  }
  if (input.type === 'file input' && input.options?.allowedFileTypes?.isEnabled) {
    const allowed = input.options.allowedFileTypes.types ?? []
    if (allowed.length > 0 && !isAllowedFileType(asFileUrl(request.fileName), allowed)) {
      throw badRequest('fileName', `this question accepts only ${allowed.join(', ')}`)
    }
  }
  const maxFileSize = config.uploads.maxFileSize
  if (request.fileSize > maxFileSize) {
    throw badRequest('fileSize', `the file is larger than ${Math.round(maxFileSize / 1024 / 1024)} MB`)
  }
  const fileType = request.fileType.trim() || 'application/octet-stream'
  if (!/^[\w.+-]+\/[\w.+-]+$/.test(fileType)) throw badRequest('fileType', 'must be a MIME type such as image/png')
  if (nameContradictsType(request.fileName, fileType)) throw badRequest('fileType', `does not match the file's name ${JSON.stringify(request.fileName)}`)

  const resultId = session.state.botsQueue[0]?.resultId ?? session.state.resultId
  const id = services.chat.ports.createId()
  const key = objectKeyFor({ botId: session.botId, resultId, blockId: input.id, id, fileName: request.fileName })
  const isPrivate = input.type === 'file input' && input.options?.visibility === 'Private'
  const target = await services.storage
    .createUpload({ key, contentType: fileType, maxSize: maxFileSize, expiresInSeconds: UPLOAD_URL_LIFETIME_SECONDS, origin: context.origin })
    .catch((error: unknown) => {
      console.error('[uploads] could not create an upload URL:', error)
      throw new ORPCError('INTERNAL_SERVER_ERROR', { message: 'The file storage is not available; try again later' })
    })
  await db.insert(uploads).values({
    id,
    sessionId: session.id,
    botId: session.botId,
    resultId,
    blockId: input.id,
    fileName: request.fileName,
    fileType,
    maxFileSize,
    storageKey: key,
    isPrivate,
    createdAt: now,
  })
  return { ...target, fileType, maxFileSize }
}
