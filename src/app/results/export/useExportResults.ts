import { useRef, useState } from 'react'
import { errorMessage } from '@/app/api/apiErrors'
import { toast } from '@/app/ui/toastStore'
import type { ResultExportFormat } from '@/shared/result'
import { downloadExport, type ExportRequest } from './downloadExport'

export type ExportProgress = { format: ResultExportFormat; received: number; expected: number }

/**
 * Runs one export at a time: its progress (results received of those expected) while the file
 * streams in, a toast when it is saved or fails; `cancel` stops the download.
 */
export function useExportResults() {
  const [progress, setProgress] = useState<ExportProgress | null>(null)
  const controller = useRef<AbortController | null>(null)
  const start = async (request: ExportRequest, expected: number) => {
    controller.current?.abort()
    const abort = new AbortController()
    controller.current = abort
    setProgress({ format: request.format, received: 0, expected })
    try {
      const received = await downloadExport(request, (count) => setProgress({ format: request.format, received: count, expected }), abort.signal)
      toast.success(`Exported ${received.toLocaleString()} result${received === 1 ? '' : 's'} as ${request.format.toUpperCase()}.`)
    } catch (error) {
      if (abort.signal.aborted) toast.info('Export cancelled.')
      else toast.error(errorMessage(error))
    } finally {
      if (controller.current === abort) {
        controller.current = null
        setProgress(null)
      }
    }
  }
  return { progress, start, cancel: () => controller.current?.abort() }
}
