import { createId } from '../../ids'

type Doc = Record<string, unknown>

const isObject = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value)
const arrayOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const isStartBlock = (block: unknown): block is Doc => isObject(block) && block.type === 'start'

/** Versions that still hold the entry point as a `start` block inside a group. */
const legacyVersions = new Set(['3', '4', '5'])

/** Without `key`, leaving the rest as is (older documents carried parent pointers we no longer keep). */
const omitKey = (value: unknown, key: string): unknown => {
  if (!isObject(value) || !(key in value)) return value
  const { [key]: _omitted, ...rest } = value
  return rest
}

/** The start event replacing a start block: the block's id (now free), its group's position. */
function startEventFrom(group: Doc | undefined, block: Doc | undefined): Doc {
  if (!group || !block) return { id: createId(), type: 'start', graphCoordinates: { x: 0, y: 0 } }
  return {
    id: block.id,
    type: 'start',
    graphCoordinates: group.graphCoordinates ?? { x: 0, y: 0 },
    ...(block.outgoingEdgeId === undefined ? {} : { outgoingEdgeId: block.outgoingEdgeId }),
  }
}

function migrateGroups(groups: unknown[]): unknown[] {
  return groups.flatMap((group) => {
    if (!isObject(group) || !Array.isArray(group.blocks)) return [group]
    const blocks = group.blocks.filter((block) => !isStartBlock(block))
    // The group that only held the start block disappears with it; other empty groups are legal.
    if (blocks.length === 0 && group.blocks.length > 0) return []
    return [{ ...group, blocks: blocks.map(migrateBlock) }]
  })
}

function migrateBlock(block: unknown): unknown {
  const migrated = omitKey(block, 'groupId')
  if (!isObject(migrated) || !Array.isArray(migrated.items)) return migrated
  return { ...migrated, items: migrated.items.map((item) => omitKey(item, 'blockId')) }
}

function migrateEdges(edges: unknown[], start: Doc | undefined, eventId: unknown): unknown[] {
  return edges.map((edge) => {
    if (!isObject(edge) || !isObject(edge.from)) return edge
    const leavesStart = start && (edge.id === start.outgoingEdgeId || edge.from.blockId === start.id)
    return { ...edge, from: leavesStart ? { eventId } : omitKey(edge.from, 'groupId') }
  })
}

/** Version 3, 4, 5 (or no version) → 6: the start block becomes `events[0]`, parent pointers go. */
function migrateFromLegacy(doc: Doc): Doc {
  const groups = arrayOf(doc.groups)
  const startGroup = groups.filter(isObject).find((group) => arrayOf(group.blocks).some(isStartBlock))
  const startBlock = startGroup ? arrayOf(startGroup.blocks).find(isStartBlock) : undefined
  const existingEvents = arrayOf(doc.events)
  const hasStartEvent = existingEvents.some((event) => isObject(event) && event.type === 'start')
  const startEvent = startEventFrom(startGroup, startBlock)
  const events =
    startBlock || !hasStartEvent
      ? [startEvent, ...existingEvents.filter((event) => !(isObject(event) && event.type === 'start'))]
      : existingEvents
  return {
    ...doc,
    version: '6',
    events,
    groups: migrateGroups(groups),
    edges: migrateEdges(arrayOf(doc.edges), startBlock, startEvent.id),
  }
}

/**
 * Brings an imported or stored document to schema version "6" (BLOCKS.md §1.1). Documents at "6" or
 * "6.1" (and anything that is not an object or has a version we do not know) are returned as is,
 * for the schema to accept or refuse. The input is not modified.
 */
export function migrateToLatestVersion(raw: unknown): unknown {
  if (!isObject(raw)) return raw
  if (raw.version !== undefined && !legacyVersions.has(String(raw.version))) return raw
  return migrateFromLegacy(raw)
}
