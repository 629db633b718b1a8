import { useConnectionStore } from '@/app/auth/connectionStore'
import { clientContract } from '@/app/api/clientContract'
import type { ResultExportFormat, ResultFilter } from '@/shared/result'
import { recordCounter } from './recordCounter'
import { downloadFile } from '@/app/ui/downloadFile'

/** `columns`: the column ids to write, in order (the table as shown); every column when absent. */
export type ExportRequest = { botId: string; format: ResultExportFormat; resultIds?: string[]; columns?: string[]; filter: ResultFilter }

/** The name the service gave the file (RFC 6266 `filename*` first), else a plain one. */
function fileNameOf(disposition: string | null, format: ResultExportFormat) {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1]
  if (encoded) return decodeURIComponent(encoded)
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? `results.${format}`
}

/** What the service said when it refused, from its error body. */
async function refusal(response: Response) {
  const body = (await response.json().catch(() => null)) as { message?: string } | null
  return new Error(body?.message ?? `The export failed (${response.status})`)
}

/**
 * POST /v1/bots/{botId}/results/export, read as it streams: `onProgress` hears how many results
 * have arrived, then the browser saves the file. fetch is used directly (not the API client),
 * which would wait for the whole body before handing it over.
 */
export async function downloadExport(request: ExportRequest, onProgress: (results: number) => void, signal: AbortSignal) {
  const { builderUrl, token } = useConnectionStore.getState()
  const path = clientContract.results.export['~orpc'].route.path!.replace('{botId}', encodeURIComponent(request.botId))
  const response = await fetch(`${builderUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify({ ...request.filter, format: request.format, resultIds: request.resultIds?.join(','), columns: request.columns }),
    signal,
  })
  if (!response.ok || !response.body) throw await refusal(response)
  const counter = recordCounter(request.format)
  const decoder = new TextDecoder()
  const chunks: Uint8Array[] = []
  const reader = response.body.getReader()
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    chunks.push(value)
    counter.add(decoder.decode(value, { stream: true }))
    onProgress(counter.results)
  }
  downloadFile(new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? undefined }), fileNameOf(response.headers.get('content-disposition'), request.format))
  return counter.results
}
