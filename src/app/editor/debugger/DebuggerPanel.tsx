import type { ReactNode } from 'react'
import { CircleDot, Play, StepForward, X } from 'lucide-react'
import { Button } from '@/app/ui/Button'
import { IconButton } from '@/app/ui/IconButton'
import { entryOf } from '../blocks/blockCatalog'
import { findBlock } from '../document/blockIndex'
import { useEditorStore } from '../store/EditorStoreContext'
import { useBreakpoints, useDebugger } from './debuggerStore'
import { TraceList } from './TraceList'
import { VariablesTable } from './VariablesTable'

function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="border-t border-zinc-200 dark:border-zinc-800">
      <div className="flex items-center gap-2 px-3 pt-2 pb-1">
        <h3 className="text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">{title}</h3>
        <div className="ml-auto">{actions}</div>
      </div>
      {children}
    </section>
  )
}

/** A block as the debugger names it: its kind and its group. */
function useBlockName() {
  const groups = useEditorStore((state) => state.doc.groups)
  return (blockId: string) => {
    const found = findBlock(groups, blockId)
    return found ? `${entryOf(found.block.type).label} in ${found.group.title}` : 'a deleted block'
  }
}

/**
 * The preview debugger beside the chat: where the run is paused, Step and Continue, the variables
 * (each with its history), the log of every block run, and the breakpoints set on the canvas.
 */
export function DebuggerPanel({ botId }: { botId: string }) {
  const pausedAt = useDebugger((state) => state.pausedAt)
  const busy = useDebugger((state) => state.busy)
  const run = useDebugger((state) => state.run)
  const toggleBreakpoint = useDebugger((state) => state.toggleBreakpoint)
  const clearBreakpoints = useDebugger((state) => state.clearBreakpoints)
  const breakpoints = useBreakpoints(botId)
  const nameOf = useBlockName()
  return (
    <div aria-label="Debugger" role="region" className="flex min-h-0 flex-col overflow-y-auto bg-white dark:bg-zinc-900">
      <div className="flex flex-wrap items-center gap-2 px-3 py-2">
        <p role="status" className="min-w-0 flex-1 text-sm text-zinc-800 dark:text-zinc-200">
          {pausedAt ? (
            <>
              <span className="font-semibold text-red-700 dark:text-red-400">Paused</span> before {nameOf(pausedAt.blockId)}
            </>
          ) : busy ? (
            'Running…'
          ) : (
            'Runs until a breakpoint or an input'
          )}
        </p>
        <Button size="sm" icon={<StepForward aria-hidden className="size-4" />} disabled={!pausedAt || busy} onClick={() => void run('step')} aria-keyshortcuts="F10">
          Step
        </Button>
        <Button size="sm" variant="primary" icon={<Play aria-hidden className="size-4" />} disabled={!pausedAt || busy} onClick={() => void run('continue')} aria-keyshortcuts="F8">
          Continue
        </Button>
      </div>
      <Section title="Variables">
        <VariablesTable />
      </Section>
      <Section title="Log">
        <TraceList />
      </Section>
      <Section
        title="Breakpoints"
        actions={
          breakpoints.length > 0 && (
            <Button size="sm" variant="ghost" onClick={() => clearBreakpoints(botId)}>
              Clear all
            </Button>
          )
        }
      >
        {breakpoints.length === 0 ? (
          <p className="px-3 pb-2 text-sm text-zinc-500 dark:text-zinc-400">None. Right-click a block on the canvas, or focus it and press B.</p>
        ) : (
          <ul aria-label="Breakpoints" className="px-1 pb-2">
            {breakpoints.map((blockId) => (
              <li key={blockId} className="flex items-center gap-2 px-2 text-sm text-zinc-800 dark:text-zinc-200">
                <CircleDot aria-hidden className="size-3.5 text-red-600" />
                <span className="min-w-0 flex-1 truncate">{nameOf(blockId)}</span>
                <IconButton label={`Remove the breakpoint on ${nameOf(blockId)}`} onClick={() => toggleBreakpoint(botId, blockId)}>
                  <X aria-hidden className="size-4" />
                </IconButton>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  )
}
