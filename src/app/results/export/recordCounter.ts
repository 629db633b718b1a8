import type { ResultExportFormat } from '@/shared/result'

/**
 * Counts the results in an export as its text arrives in pieces. CSV: line ends outside quotes,
 * less the header. JSON: each result starts a line with `{` (strings escape their line breaks).
 */
export function recordCounter(format: ResultExportFormat) {
  let count = 0
  let quoted = false
  let previous = ''
  return {
    add(text: string) {
      for (const c of text) {
        if (format === 'csv') {
          if (c === '"') quoted = !quoted
          else if (c === '\n' && !quoted) count++
        } else if (c === '{' && previous === '\n') count++
        previous = c
      }
    },
    get results() {
      return format === 'csv' ? Math.max(0, count - 1) : count
    },
  }
}
