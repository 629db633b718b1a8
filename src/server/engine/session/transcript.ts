import type { SessionState, TranscriptEntry } from '../sessionState'

/** Adds a line to the conversation kept for the Transcript value of Set variable (§3.1). */
export function addToTranscript(state: SessionState, role: TranscriptEntry['role'], text: string | undefined): void {
  if (text === undefined || text === '') return
  state.transcript.push({ role, text })
}

/** `Assistant: "…"` / `User: "…"` entries separated by a blank line (§3.1 Transcript). */
export const formatTranscript = (entries: TranscriptEntry[]): string =>
  entries.map((entry) => `${entry.role === 'assistant' ? 'Assistant' : 'User'}: "${entry.text}"`).join('\n\n')
