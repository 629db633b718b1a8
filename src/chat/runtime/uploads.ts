import { ChatApiError, type ChatApi } from '../api/chatApi'
import { uploadFile } from '../api/uploadFile'

export type UploadedFile = { name: string; url: string }

/** Why an upload failed, in the bot's own words (system messages `fileUploadError`, `fileUploadSizeError`). */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly file?: string,
    readonly limitMb?: number,
  ) {
    super(message)
  }
}

const isSizeRefusal = (error: ChatApiError) =>
  error.status === 400 && JSON.stringify(error.data ?? '').includes('"fileSize"')

/**
 * Uploads files one after the other for the pending input `blockId`: an upload URL from the service
 * for each, then the upload itself. Progress is the fraction of all files.
 */
export async function uploadFiles(
  api: ChatApi,
  sessionId: string,
  blockId: string,
  files: File[],
  onProgress: (fraction: number) => void,
): Promise<UploadedFile[]> {
  const uploaded: UploadedFile[] = []
  for (const [index, file] of files.entries()) {
    let target
    try {
      target = await api.generateUploadUrl({ sessionId, blockId, fileName: file.name, fileType: file.type || 'application/octet-stream', fileSize: file.size })
    } catch (error) {
      if (error instanceof ChatApiError && isSizeRefusal(error)) {
        throw new UploadError(error.message, file.name, Number(/(\d+(?:\.\d+)?) ?MB/.exec(error.message)?.[1]) || undefined)
      }
      throw new UploadError(error instanceof Error ? error.message : String(error), file.name)
    }
    if (file.size > target.maxFileSize) throw new UploadError('Too large', file.name, Math.round(target.maxFileSize / 1024 / 1024))
    await uploadFile(target, file, (fraction) => onProgress((index + fraction) / files.length)).catch((error: Error) => {
      throw new UploadError(error.message, file.name)
    })
    uploaded.push({ name: file.name, url: target.fileUrl })
    onProgress((index + 1) / files.length)
  }
  return uploaded
}

/** The visitor-facing text of an upload failure. */
export function uploadErrorText(error: unknown, messages: { fileUploadError: string; fileUploadSizeError: string }) {
  if (error instanceof UploadError && error.limitMb !== undefined)
    return messages.fileUploadSizeError.replace('[[file]]', error.file ?? '').replace('[[limit]]', String(error.limitMb))
  return messages.fileUploadError
}
