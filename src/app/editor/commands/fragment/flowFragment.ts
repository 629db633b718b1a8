import type { Edge } from '@/shared/bot/edge'
import type { Group } from '@/shared/bot/group'
import type { Variable } from '@/shared/bot/variable'

/**
 * A piece of a flow that travels through the clipboard: groups with their blocks, the edges
 * between them, and the variables they use (matched by name where it lands).
 */
export type FlowFragment = { groups: Group[]; edges: Edge[]; variables: Variable[] }
