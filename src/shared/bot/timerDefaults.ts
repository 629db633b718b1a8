// Zod-free, so the visitor's chat can read them without pulling the schemas into its bundle.

/** Seconds an input with a timeout waits when its `seconds` is absent (issue 14). */
export const defaultTimeoutSeconds = 60
/** The `pathId` of the edge that leaves an input's timeout output: `from: {blockId, pathId: "timeout"}`. */
export const timeoutPathId = 'timeout'
/** Idle minutes before the abandon event fires when absent (issue 14). */
export const defaultAbandonIdleMinutes = 10
