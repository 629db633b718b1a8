import { createContext, useContext } from 'react'
import type { FlowReach } from './flowReach'

/**
 * The figures the canvas shows in analytics mode; null while editing, so the block and edge
 * components draw their counts only there (and loading shows none rather than zeros).
 */
export const FlowAnalyticsContext = createContext<FlowReach | null>(null)

/** Visitors at a block, in analytics mode once the counts are in; undefined otherwise. */
export const useBlockReach = (blockId: string) => useContext(FlowAnalyticsContext)?.blocks.get(blockId)

/** Visitors who went through an edge, in analytics mode once the counts are in; undefined otherwise. */
export function useEdgeVisits(edgeId: string): number | undefined {
  const reach = useContext(FlowAnalyticsContext)
  return reach ? (reach.edges.get(edgeId) ?? 0) : undefined
}
