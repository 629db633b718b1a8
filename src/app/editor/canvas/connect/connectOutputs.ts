import type { Block } from '@/shared/bot/blocks'
import type { EdgeSource } from '@/shared/bot/edge'
import type { Group } from '@/shared/bot/group'
import { entryOf } from '../../blocks/blockCatalog'
import { itemSummary, type SummaryContext } from '../../blocks/blockSummary'
import { defaultExitLabel, isCards, sameSource } from '../../document/blockOutputs'
import { timeoutLabel } from '../nodes/timeoutLabel'
import type { FlowDocument } from '../../document/flowDocument'
import { groupLayout, type BlockRow } from '../groupLayout'
import { handleIds } from '../handleIds'
import { plainSummary } from '../nodes/SummaryText'

/** One output the keyboard's connect mode can join to a group: where an edge would leave from. */
export type ConnectOutput = { source: EdgeSource; label: string; target?: string }

/** What a row's output is called: the button's text, "Default", "Else", or "Next" for a plain block. */
function rowLabel(block: Block, row: BlockRow, context: SummaryContext): string {
  if (row.kind === 'item') return plainSummary(itemSummary(block, row.itemId, context)) || 'Button'
  if (row.kind === 'path') {
    const card = isCards(block) ? block.items.find((item) => item.id === row.itemId) : undefined
    return card?.paths?.find((path) => path.id === row.pathId)?.text || 'Button'
  }
  if (row.kind === 'footer') return defaultExitLabel(block)
  if (row.kind === 'timeout') return timeoutLabel(block)
  return 'Next'
}

/** Names for labels, read from the document as it is when connect mode starts. */
const contextOf = (doc: FlowDocument): SummaryContext => ({
  variableName: (id) => (id ? doc.variables.find((variable) => variable.id === id)?.name : undefined),
  groupTitle: (id) => (id ? doc.groups.find((group) => group.id === id)?.title : undefined),
})

/** The outputs a block shows on the canvas (its rows with a handle), in display order. */
function outputsOfBlock(doc: FlowDocument, block: Block, rows: readonly BlockRow[]): ConnectOutput[] {
  const context = contextOf(doc)
  const blockLabel = entryOf(block.type).label
  return rows.flatMap((row) => {
    const source = 'handleId' in row && row.handleId ? handleIds.parse(row.handleId) : null
    if (!source) return []
    const label = row.kind === 'line' ? blockLabel : `${blockLabel}: ${rowLabel(block, row, context)}`
    return [{ source, label, target: targetTitle(doc, source) }]
  })
}

/**
 * What connect mode offers for a focused block, group (every output of its blocks) or event: each
 * output the canvas draws, named as a person reads it ("Buttons: Yes", "Text"), with the title of
 * the group it leads to now, if any.
 */
export function outputsFor(doc: FlowDocument, focused: { blockId: string } | { groupId: string } | { eventId: string; label: string }): ConnectOutput[] {
  if ('eventId' in focused) {
    const source = { eventId: focused.eventId }
    return doc.events.some((event) => event.id === focused.eventId) ? [{ source, label: focused.label, target: targetTitle(doc, source) }] : []
  }
  const group = doc.groups.find((candidate) => ('groupId' in focused ? candidate.id === focused.groupId : candidate.blocks.some((block) => block.id === focused.blockId)))
  if (!group) return []
  const layouts = groupLayout(group).blocks
  return group.blocks.flatMap((block, index) => ('blockId' in focused && block.id !== focused.blockId ? [] : outputsOfBlock(doc, block, layouts[index].rows)))
}

const targetTitle = (doc: FlowDocument, source: EdgeSource) => {
  const edge = doc.edges.find((candidate) => sameSource(candidate.from, source))
  return edge ? doc.groups.find((group) => group.id === edge.to.groupId)?.title : undefined
}

/** Groups whose title contains `query` (any case, spaces at the ends ignored), in the flow's order. */
export function groupsMatching(groups: readonly Pick<Group, 'id' | 'title'>[], query: string): Pick<Group, 'id' | 'title'>[] {
  const needle = query.trim().toLowerCase()
  return needle ? groups.filter((group) => group.title.toLowerCase().includes(needle)) : [...groups]
}
