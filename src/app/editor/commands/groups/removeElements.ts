import type { FlowDocument } from '../../document/flowDocument'
import { removeEdgesWhere } from '../edges/removeEdges'

export type RemoveElementsArgs = { groupIds?: readonly string[]; eventIds?: readonly string[]; edgeIds?: readonly string[]; noteIds?: readonly string[] }

/**
 * Command: deletes groups, events, edges and notes together (what Delete does to a selection).
 * Edges leaving or entering a removed group or event go with it. The start event is never removed.
 */
export function removeElements(doc: FlowDocument, { groupIds = [], eventIds = [], edgeIds = [], noteIds = [] }: RemoveElementsArgs): FlowDocument {
  return removeNotes(removeFlowElements(doc, { groupIds, eventIds, edgeIds }), noteIds)
}

function removeNotes(doc: FlowDocument, noteIds: readonly string[]): FlowDocument {
  const ids = new Set(noteIds)
  if (!doc.notes?.some((note) => ids.has(note.id))) return doc
  return { ...doc, notes: doc.notes.filter((note) => !ids.has(note.id)) }
}

function removeFlowElements(doc: FlowDocument, { groupIds = [], eventIds = [], edgeIds = [] }: RemoveElementsArgs): FlowDocument {
  const [requestedGroups, requestedEvents] = [new Set(groupIds), new Set(eventIds)]
  const groups = new Set(doc.groups.filter((group) => requestedGroups.has(group.id)).map((group) => group.id))
  const events = new Set(doc.events.filter((event) => event.type !== 'start' && requestedEvents.has(event.id)).map((event) => event.id))
  const edges = new Set(edgeIds)
  const removedBlocks = new Set(doc.groups.filter((group) => groups.has(group.id)).flatMap((group) => group.blocks.map((block) => block.id)))
  const withoutEdges = removeEdgesWhere(
    doc,
    (edge) =>
      edges.has(edge.id) ||
      groups.has(edge.to.groupId) ||
      ('eventId' in edge.from ? events.has(edge.from.eventId) : removedBlocks.has(edge.from.blockId)),
  )
  if (groups.size === 0 && events.size === 0) return withoutEdges
  return {
    ...withoutEdges,
    groups: groups.size ? withoutEdges.groups.filter((group) => !groups.has(group.id)) : withoutEdges.groups,
    events: events.size ? (withoutEdges.events.filter((event) => !events.has(event.id)) as FlowDocument['events']) : withoutEdges.events,
  }
}
