import type { GraphCoordinates } from '@/shared/common'
import type { FlowDocument } from '../../document/flowDocument'

const same = (a: GraphCoordinates, b: GraphCoordinates) => a.x === b.x && a.y === b.y

/** Command: puts groups, events and notes (by id) at new positions; other nodes keep their identity. */
export function moveNodes(doc: FlowDocument, { positions }: { positions: Readonly<Record<string, GraphCoordinates>> }): FlowDocument {
  const place = <T extends { id: string; graphCoordinates: GraphCoordinates }>(node: T): T => {
    const target = positions[node.id]
    if (!target) return node
    const rounded = { x: Math.round(target.x), y: Math.round(target.y) }
    return same(node.graphCoordinates, rounded) ? node : { ...node, graphCoordinates: rounded }
  }
  const groups = doc.groups.map(place)
  const events = doc.events.map(place) as FlowDocument['events']
  const notes = doc.notes?.map(place)
  const groupsChanged = groups.some((group, i) => group !== doc.groups[i])
  const eventsChanged = events.some((event, i) => event !== doc.events[i])
  const notesChanged = !!notes?.some((note, i) => note !== doc.notes![i])
  if (!groupsChanged && !eventsChanged && !notesChanged) return doc
  return {
    ...doc,
    groups: groupsChanged ? groups : doc.groups,
    events: eventsChanged ? events : doc.events,
    ...(notesChanged && { notes }),
  }
}
