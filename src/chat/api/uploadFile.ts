import { uploadRefusal } from '../../shared/uploadRefusal'
import type { UploadTarget } from './chatApi'

/**
 * Sends a file where generate-upload-url said (interface-spec upload rule): a multipart POST with
 * every `formData` field and the file last as `file`, else a PUT of the raw file with its type.
 * XMLHttpRequest rather than fetch, for upload progress.
 */
export function uploadFile(target: UploadTarget, file: Blob, onProgress?: (fraction: number) => void): Promise<void> {
  const entries = Object.entries(target.formData)
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open(entries.length > 0 ? 'POST' : 'PUT', target.presignedUrl)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total)
    }
    request.onload = () => (request.status < 300 ? resolve() : reject(new Error(uploadRefusal(request.status, request.responseText))))
    request.onerror = () => reject(new Error('Upload failed: network error'))
    if (entries.length > 0) {
      const form = new FormData()
      for (const [key, value] of entries) form.append(key, value)
      form.append('file', file)
      request.send(form)
    } else {
      request.setRequestHeader('Content-Type', target.fileType || file.type)
      request.send(file)
    }
  })
}
