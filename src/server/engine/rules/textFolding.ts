/** "Exact" comparison form (BLOCKS.md §3.2): Unicode NFC only, case and spaces count. */
export const exact = (text: string) => text.normalize('NFC')

/** "Folded" comparison form (BLOCKS.md §3.2): lower-cased, trimmed, Unicode NFC. */
export const fold = (text: string) => text.normalize('NFC').toLowerCase().trim()
