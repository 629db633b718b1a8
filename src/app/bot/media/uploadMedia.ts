import { api } from '@/app/api/api'
import { uploadRefusal } from '@/shared/uploadRefusal'

/**
 * Uploads an image, video or sound for a bot and gives back where it is served: a URL from the
 * service, then the spec's upload rule (a form when `formData` has entries, else PUT).
 */
export async function uploadMedia(botId: string, file: File): Promise<string> {
  const target = await api.bots.mediaUploadUrl({ botId, fileName: file.name, fileType: file.type, fileSize: file.size })
  const entries = Object.entries(target.formData)
  let response: Response
  if (entries.length > 0) {
    const form = new FormData()
    for (const [key, value] of entries) form.append(key, value)
    form.append('file', file)
    response = await fetch(target.presignedUrl, { method: 'POST', body: form })
  } else {
    response = await fetch(target.presignedUrl, { method: 'PUT', body: file, headers: { 'Content-Type': file.type } })
  }
  if (!response.ok) throw new Error(uploadRefusal(response.status, await response.text()))
  return target.fileUrl
}
