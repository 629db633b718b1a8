import { Map as MapIcon, Maximize, Minus, Plus } from 'lucide-react'
import { Panel, useReactFlow, useStore } from '@xyflow/react'
import { IconButton } from '@/app/ui/IconButton'
import { cx } from '@/app/ui/cx'
import { useMinimapPreference } from './viewport/minimapPreference'
import { useFitFlow } from './viewport/useFitFlow'

/** Zoom out, the zoom level, zoom in, fit to view and the overview's switch (Ctrl+wheel and pinch zoom too). */
export function CanvasControls() {
  const { zoomIn, zoomOut } = useReactFlow()
  const fit = useFitFlow()
  const zoom = useStore((state) => Math.round(state.transform[2] * 100))
  const minimapShown = useMinimapPreference((state) => state.shown)
  const toggleMinimap = useMinimapPreference((state) => state.toggle)
  return (
    <Panel position="bottom-left" className="flex items-center gap-0.5 rounded-xl border border-zinc-200 bg-white p-1 shadow-sm dark:border-zinc-700 dark:bg-zinc-900">
      <IconButton label="Zoom out" onClick={() => zoomOut({ duration: 150 })}>
        <Minus aria-hidden className="size-4" />
      </IconButton>
      <span aria-live="polite" aria-label={`Zoom ${zoom}%`} className="w-11 text-center text-xs font-medium text-zinc-600 tabular-nums dark:text-zinc-300">
        {zoom}%
      </span>
      <IconButton label="Zoom in" onClick={() => zoomIn({ duration: 150 })}>
        <Plus aria-hidden className="size-4" />
      </IconButton>
      <IconButton label="Fit to view" onClick={fit}>
        <Maximize aria-hidden className="size-4" />
      </IconButton>
      <IconButton label={minimapShown ? 'Hide the overview' : 'Show the overview'} aria-pressed={minimapShown} onClick={toggleMinimap} className={cx('max-sm:hidden', minimapShown && 'text-indigo-600 dark:text-indigo-400')}>
        <MapIcon aria-hidden className="size-4" />
      </IconButton>
    </Panel>
  )
}
