import type { FlowDocument } from '../../document/flowDocument'
import { blockIndex } from '../../document/blockIndex'
import { handleIds } from '../../canvas/handleIds'
import { eventHandle, groupLayout, sizes } from '../../canvas/groupLayout'
import { layeredLayout, type LayoutEdge, type LayoutNode } from '../../canvas/layout/layeredLayout'
import { moveNodes } from './moveNodes'

/**
 * Command: lays the whole flow out in columns from the start event, each group right of what leads
 * to it, branches in the order of their buttons (see layeredLayout). The start event stays where it
 * was, so the view does not jump.
 */
export function autoArrange(doc: FlowDocument): FlowDocument {
  const nodes: LayoutNode[] = [
    ...doc.events.map((event) => ({ id: event.id, width: sizes.eventWidth, height: sizes.eventHeight })),
    ...doc.groups.map((group) => ({ id: group.id, ...groupLayout(group) })),
  ]
  const blocks = blockIndex(doc.groups)
  const edges: LayoutEdge[] = doc.edges.flatMap((edge) => {
    if ('eventId' in edge.from) return [{ from: edge.from.eventId, to: edge.to.groupId, fromY: eventHandle(edge.from.eventId).y }]
    const source = blocks.get(edge.from.blockId)?.group
    if (!source) return []
    const handle = groupLayout(source).handles.find((candidate) => candidate.id === handleIds.source(edge.from))
    return [{ from: source.id, to: edge.to.groupId, fromY: (handle?.y ?? 0) + sizes.handle / 2 }]
  })
  const laid = layeredLayout(nodes, edges)
  const start = doc.events[0]
  const origin = laid.get(start.id)!
  const offset = { x: start.graphCoordinates.x - origin.x, y: start.graphCoordinates.y - origin.y }
  const positions = Object.fromEntries([...laid].map(([id, at]) => [id, { x: at.x + offset.x, y: at.y + offset.y }]))
  return moveNodes(doc, { positions })
}
