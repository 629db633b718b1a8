import { useRef, useState, type ReactNode } from 'react'
import { FileUp } from 'lucide-react'
import { isFileDrag } from './dragItem'

/** Lets a bot file be dropped anywhere on the dashboard to import it; shows where it will land. */
export function FileDropZone({ enabled, onFile, children }: { enabled: boolean; onFile: (file: File) => void; children: ReactNode }) {
  const [active, setActive] = useState(false)
  // dragenter/leave fire for every child crossed; count them so the overlay does not flicker.
  const depth = useRef(0)
  if (!enabled) return <div>{children}</div>
  return (
    <div
      className="relative min-h-[60vh]"
      onDragEnter={(event) => {
        if (!isFileDrag(event)) return
        depth.current += 1
        setActive(true)
      }}
      onDragLeave={(event) => {
        if (!isFileDrag(event)) return
        depth.current = Math.max(0, depth.current - 1)
        if (depth.current === 0) setActive(false)
      }}
      onDragOver={(event) => {
        if (!isFileDrag(event)) return
        event.preventDefault()
        event.dataTransfer.dropEffect = 'copy'
      }}
      onDrop={(event) => {
        if (!isFileDrag(event)) return
        event.preventDefault()
        depth.current = 0
        setActive(false)
        const file = event.dataTransfer.files[0]
        if (file) onFile(file)
      }}
    >
      {children}
      {active && (
        <div className="pointer-events-none absolute -inset-3 z-20 flex flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-indigo-500 bg-indigo-50/90 text-indigo-900 dark:bg-indigo-950/90 dark:text-indigo-100">
          <FileUp aria-hidden className="size-8" />
          <p className="text-sm font-medium">Drop the bot file to import it here</p>
        </div>
      )}
    </div>
  )
}
