import { blockCatalog, eventCatalog, type CatalogEntry, type SectionId } from '../blocks/blockCatalog'
import type { DragPayload } from '../dnd/blockDrag'
import type { AddableBlockType } from '../commands/blocks/newBlock'
import type { AddableEventType } from '../commands/events/addEvent'

export type SidebarEntry = CatalogEntry & { key: string; type: string; payload: Exclude<DragPayload, { kind: 'moveBlock' }> }

const blockEntries: SidebarEntry[] = Object.entries(blockCatalog).map(([type, entry]) => ({
  ...entry,
  key: `block:${type}`,
  type,
  payload: { kind: 'newBlock', type: type as AddableBlockType },
}))
const eventEntries: SidebarEntry[] = (['command', 'reply', 'invalidReply', 'conversationEnd', 'abandon'] as const).map((type: AddableEventType) => ({
  ...eventCatalog[type],
  key: `event:${type}`,
  type,
  payload: { kind: 'newEvent', type },
}))

/** Everything the sidebar offers, in section order, filtered by a search on names and keywords. */
export function sidebarSections(query: string): { id: SectionId; entries: SidebarEntry[] }[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
  const fits = (entry: SidebarEntry) => {
    const text = `${entry.label} ${entry.type} ${entry.keywords ?? ''} ${entry.section}`.toLowerCase()
    return words.every((word) => text.includes(word))
  }
  const all = [...blockEntries, ...eventEntries].filter(fits)
  return (['bubbles', 'inputs', 'logic', 'integrations', 'events'] as const)
    .map((id) => ({ id, entries: all.filter((entry) => entry.section === id) }))
    .filter((section) => section.entries.length > 0)
}
