import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { DebugAction, DebugTraceEntry, PreviewDebug } from '@/shared/chat/debug'

type Pause = NonNullable<PreviewDebug['pausedAt']>

type DebuggerState = {
  /** The preview runs under the debugger (trace, breakpoints, stepping). */
  enabled: boolean
  /** Breakpoints by bot: the canvas draws them, each preview turn sends them. */
  breakpoints: Record<string, string[]>
  /** Every entry traced in this run, oldest first. */
  trace: DebugTraceEntry[]
  variables: PreviewDebug['variables']
  pausedAt?: Pause
  /** True while a step or continue is on its way. */
  busy: boolean
  /** The running chat's step/continue (set by the preview when its chat is ready). */
  resume?: (action: DebugAction) => Promise<void>
  setEnabled: (enabled: boolean) => void
  toggleBreakpoint: (botId: string, blockId: string) => void
  clearBreakpoints: (botId: string) => void
  /** A new run: nothing traced yet. */
  reset: () => void
  record: (turn: PreviewDebug) => void
  setResume: (resume?: (action: DebugAction) => Promise<void>) => void
  run: (action: DebugAction) => Promise<void>
}

/**
 * The preview debugger's state, shared by the canvas (breakpoint dots, the paused block) and the
 * preview drawer's panel. UI state only: never in the editor's undo history. The breakpoints and
 * the switch stay in this browser (like a code editor's), the run's trace does not.
 */
export const useDebugger = create<DebuggerState>()(
  persist(
    (set, get) => ({
      enabled: false,
      breakpoints: {},
      trace: [],
      variables: [],
      busy: false,
      setEnabled: (enabled) => set({ enabled }),
      toggleBreakpoint: (botId, blockId) =>
        set((state) => {
          const current = state.breakpoints[botId] ?? []
          const next = current.includes(blockId) ? current.filter((id) => id !== blockId) : [...current, blockId]
          // Setting a breakpoint asks for the debugger: it would never pause otherwise.
          return { breakpoints: { ...state.breakpoints, [botId]: next }, enabled: state.enabled || next.length > current.length }
        }),
      clearBreakpoints: (botId) => set((state) => ({ breakpoints: { ...state.breakpoints, [botId]: [] } })),
      reset: () => set({ trace: [], variables: [], pausedAt: undefined, busy: false }),
      record: (turn) => set((state) => ({ trace: [...state.trace, ...turn.trace], variables: turn.variables, pausedAt: turn.pausedAt })),
      setResume: (resume) => set({ resume }),
      run: async (action) => {
        const { resume, pausedAt } = get()
        if (!resume || !pausedAt) return
        set({ busy: true, pausedAt: undefined })
        try {
          await resume(action)
        } finally {
          set({ busy: false })
        }
      },
    }),
    { name: 'bb.debugger', storage: createJSONStorage(() => localStorage), partialize: (state) => ({ enabled: state.enabled, breakpoints: state.breakpoints }) },
  ),
)

const none: string[] = []
/** The breakpoints of one bot (a stable empty list when it has none). */
export const useBreakpoints = (botId: string) => useDebugger((state) => state.breakpoints[botId] ?? none)

/** Each value a variable took in this run, step by step (the answer or block that set it). */
export function variableHistory(trace: DebugTraceEntry[], variableId: string) {
  return trace.flatMap((entry) =>
    entry.variables.filter((change) => change.id === variableId).map((change) => ({ step: entry.step, blockType: entry.blockType, groupTitle: entry.groupTitle, kind: entry.kind, before: change.before, after: change.after })),
  )
}
