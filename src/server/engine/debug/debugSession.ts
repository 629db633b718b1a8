import type { PreviewDebugRequest } from '../../../shared/chat/debug'

/** What a debugged preview session remembers between turns (in `SessionState.debug`, previews only). */
export type DebugSessionState = {
  breakpoints: string[]
  /** `step`: pause before every block; `run`: only at breakpoints. */
  mode: 'run' | 'step'
  /** Blocks traced so far in the session: numbers the steps of the variables' history. */
  steps: number
}

export function createDebugSession(request: PreviewDebugRequest): DebugSessionState {
  return { breakpoints: [...new Set(request.breakpoints ?? [])], mode: request.action === 'step' ? 'step' : 'run', steps: 0 }
}

/** A turn's request updates the breakpoints (the builder may have toggled some) and the mode. */
export function applyDebugRequest(session: DebugSessionState, request: PreviewDebugRequest | undefined): void {
  if (!request) return
  if (request.breakpoints) session.breakpoints = [...new Set(request.breakpoints)]
  if (request.action) session.mode = request.action === 'step' ? 'step' : 'run'
}
