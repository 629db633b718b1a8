import { create } from 'zustand'
import type { ConnectOutput } from './connectOutputs'

type ConnectModeState = {
  /** The outputs being connected (one of them chosen), while the picker is open. */
  outputs: ConnectOutput[] | null
  /** The last thing said to screen readers about connect mode. */
  announcement: string
  start: (outputs: ConnectOutput[]) => void
  finish: (announcement: string) => void
  announce: (announcement: string) => void
}

/**
 * Connect mode, started with C on a focused block, group or event: which outputs the picker offers,
 * and what the canvas's live region says. Nothing here enters the document or its undo history.
 */
export const useConnectMode = create<ConnectModeState>((set) => ({
  outputs: null,
  announcement: '',
  start: (outputs) => set({ outputs, announcement: 'Connect mode: choose the group to go to. Escape cancels.' }),
  finish: (announcement) => set({ outputs: null, announcement }),
  announce: (announcement) => set({ announcement }),
}))

/** Starts connect mode on these outputs, or says why there is nothing to connect. */
export function startConnecting(outputs: ConnectOutput[]) {
  if (outputs.length === 0) return useConnectMode.getState().announce('Nothing to connect here: only a group’s last block, buttons and conditions lead on.')
  useConnectMode.getState().start(outputs)
}
