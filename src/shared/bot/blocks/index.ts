// The block catalogue (BLOCKS.md §2): one schema per type, grouped by family, plus the unknown
// block that keeps unsupported types verbatim.
export * from './base'
export * from './block'
export * from './blockTypes'
export * from './bubbles'
export * from './guards'
export * from './inputs'
export * from './integrations'
export * from './logic'
export * from './richText'
export * from './start'
export * from './unknownBlock'
