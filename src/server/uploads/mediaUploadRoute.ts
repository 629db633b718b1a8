import { authed } from '../api/procedures'
import { badRequest } from '../api/errors'
import { requireBot } from '../auth/access'
import { uploads } from '../db/schema'
import { objectKeyFor } from './fileKeys'

/** POST /v1/bots/{botId}/mediaUploadUrl: images, videos and sounds the builder puts in a bot. */
export const mediaUploadRoute = authed.bots.mediaUploadUrl.handler(async ({ context, input }) => {
  const { db, user, services, config } = context
  const { bot } = await requireBot(db, user.id, input.botId, 'write')
  const maxFileSize = config.uploads.maxFileSize
  if (input.fileSize > maxFileSize) throw badRequest('fileSize', `the file is larger than ${Math.round(maxFileSize / 1024 / 1024)} MB`)
  const id = services.chat.ports.createId()
  const key = objectKeyFor({ botId: bot.id, resultId: 'media', blockId: 'builder', id, fileName: input.fileName })
  const target = await services.storage.createUpload({
    key,
    contentType: input.fileType,
    maxSize: maxFileSize,
    expiresInSeconds: 600,
    origin: context.origin,
  })
  await db.insert(uploads).values({
    id,
    botId: bot.id,
    blockId: 'builder',
    fileName: input.fileName,
    fileType: input.fileType,
    maxFileSize,
    storageKey: key,
    createdAt: new Date(),
  })
  return { ...target, fileType: input.fileType, maxFileSize }
})
