import { useCallback, useEffect, useRef, useState } from 'react'
import { Bug, RotateCcw, X } from 'lucide-react'
import { Chat, type ChatControls, type TurnLogs } from '@/chat'
import { Button } from '@/app/ui/Button'
import { IconButton } from '@/app/ui/IconButton'
import { cx } from '@/app/ui/cx'
import { DebuggerPanel } from '../debugger/DebuggerPanel'
import { useDebugger } from '../debugger/debuggerStore'
import { PreviewLogs } from './PreviewLogs'
import { usePreviewChatProps } from './previewChatProps'
import { usePreviewControls } from './previewControls'

/** One run of the preview: a fresh chat on the draft and its logs. Remounted by every restart. */
function PreviewRun({ botId }: { botId: string }) {
  const { apiBase, token, scriptSandboxUrl } = usePreviewChatProps()
  const startFrom = usePreviewControls((s) => s.startFrom)
  const setRunningBlock = usePreviewControls((s) => s.setRunningBlock)
  const [turns, setTurns] = useState<TurnLogs[]>([])
  // Read once per run: switching the debugger on or off restarts the run (the drawer's key).
  const [debug] = useState(() => useDebugger.getState().enabled)
  useEffect(() => {
    useDebugger.getState().reset()
    return () => useDebugger.getState().setResume(undefined)
  }, [])
  const onReady = useCallback((controls: ChatControls) => useDebugger.getState().setResume(controls.debug), [])
  return (
    <div className={cx('flex min-h-0 flex-1 flex-col', debug && 'lg:flex-row')}>
      <div className={cx('flex min-h-0 flex-1 flex-col', debug && 'lg:w-[24rem] lg:flex-none')}>
        <div className="min-h-0 flex-1">
          <Chat
            apiBase={apiBase}
            scriptSandboxUrl={scriptSandboxUrl}
            source={{ type: 'preview', botId, token, startFrom, debug }}
            onRunningBlockChange={setRunningBlock}
            onLogs={(logs) => setTurns((current) => [...current, logs])}
            onReady={onReady}
            onDebug={(turn) => useDebugger.getState().record(turn)}
            debugBreakpoints={() => useDebugger.getState().breakpoints[botId] ?? []}
          />
        </div>
        <PreviewLogs turns={turns} />
      </div>
      {debug && (
        <div className="flex max-h-[50%] min-h-0 flex-col border-t border-zinc-200 lg:max-h-none lg:min-w-0 lg:flex-1 lg:border-t-0 lg:border-l dark:border-zinc-800">
          <DebuggerPanel botId={botId} />
        </div>
      )}
    </div>
  )
}

/**
 * The editor's preview: a drawer on the right that runs the draft of `botId` in the visitor's chat,
 * from the start or from the group the canvas asked for. Restart begins a new chat; the block
 * being run is published to the controls so the canvas can highlight it.
 */
export function PreviewDrawer({ botId }: { botId: string }) {
  const runKey = usePreviewControls((s) => s.runKey)
  const startFrom = usePreviewControls((s) => s.startFrom)
  const restart = usePreviewControls((s) => s.restart)
  const close = usePreviewControls((s) => s.close)
  const debug = useDebugger((s) => s.enabled)
  const panel = useRef<HTMLElement>(null)

  useEffect(() => {
    panel.current?.focus({ preventScroll: true })
  }, [])

  return (
    <aside
      ref={panel}
      tabIndex={-1}
      aria-label="Preview"
      // Over the editor only, below the bot's header: Publish and the tabs stay in reach while previewing.
      className={cx(
        'absolute inset-y-0 right-0 z-40 flex w-full flex-col border-l border-zinc-200 bg-white shadow-2xl outline-none sm:w-[26rem] dark:border-zinc-800 dark:bg-zinc-900',
        debug && 'lg:w-[48rem]',
      )}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close()
        // The debugger's keys, as in browsers' developer tools.
        else if (debug && (event.key === 'F10' || event.key === 'F8')) {
          event.preventDefault()
          void useDebugger.getState().run(event.key === 'F10' ? 'step' : 'continue')
        }
      }}
    >
      <header className="flex items-center gap-2 border-b border-zinc-200 px-4 py-2.5 dark:border-zinc-800">
        <h2 className="text-base font-semibold text-zinc-900 dark:text-zinc-100">Preview</h2>
        {startFrom && (
          <span className="truncate text-xs text-zinc-500 dark:text-zinc-400">
            from {startFrom.type === 'group' ? 'a group' : 'an event'}
          </span>
        )}
        <div className="ml-auto flex items-center gap-1">
          <Button
            size="sm"
            variant={debug ? 'secondary' : 'ghost'}
            aria-pressed={debug}
            icon={<Bug aria-hidden className="size-4" />}
            onClick={() => {
              useDebugger.getState().setEnabled(!debug)
              restart()
            }}
          >
            Debug
          </Button>
          <Button size="sm" variant="ghost" icon={<RotateCcw aria-hidden className="size-4" />} onClick={restart}>
            Restart
          </Button>
          <IconButton label="Close preview" onClick={close}>
            <X aria-hidden className="size-4" />
          </IconButton>
        </div>
      </header>
      <PreviewRun key={`${runKey}-${debug}`} botId={botId} />
    </aside>
  )
}
