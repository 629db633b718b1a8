import { expect, it } from 'vitest'
import { insertBlock } from '../../../../src/app/editor/commands/blocks/insertBlock'
import { moveBlock, moveBlockToNewGroup } from '../../../../src/app/editor/commands/blocks/moveBlock'
import { createBlock, type AddableBlockType } from '../../../../src/app/editor/commands/blocks/newBlock'
import { removeBlock } from '../../../../src/app/editor/commands/blocks/removeBlock'
import { connect } from '../../../../src/app/editor/commands/edges/connect'
import { removeEdges } from '../../../../src/app/editor/commands/edges/removeEdges'
import { copyFragment } from '../../../../src/app/editor/commands/fragment/copyFragment'
import { insertFragment } from '../../../../src/app/editor/commands/fragment/insertFragment'
import { remapFragment } from '../../../../src/app/editor/commands/fragment/remapFragment'
import { addGroup } from '../../../../src/app/editor/commands/groups/addGroup'
import { duplicateGroups } from '../../../../src/app/editor/commands/groups/duplicateGroups'
import { removeElements } from '../../../../src/app/editor/commands/groups/removeElements'
import { addItem } from '../../../../src/app/editor/commands/items/addItem'
import { removeItem } from '../../../../src/app/editor/commands/items/removeItem'
import { createVariable } from '../../../../src/app/editor/commands/variables/createVariable'
import { deleteVariable } from '../../../../src/app/editor/commands/variables/deleteVariable'
import { renameVariable } from '../../../../src/app/editor/commands/variables/renameVariable'
import { sourcesOf } from '../../../../src/app/editor/document/blockOutputs'
import type { FlowDocument } from '../../../../src/app/editor/document/flowDocument'
import { expectValidDocument, flowDoc, group, text } from '../support/flowDocs'

/** A small deterministic random source, so a failure replays exactly. */
function random(seed: number) {
  let state = seed
  const next = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
  return { next, pick: <T,>(list: readonly T[]): T | undefined => list[Math.floor(next() * list.length)] }
}

const types: AddableBlockType[] = ['text', 'text input', 'choice input', 'picture choice input', 'cards', 'Condition', 'AB test', 'Jump', 'Set variable']

it('any sequence of edits leaves a document the service would accept', () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    const { next, pick } = random(seed)
    let doc: FlowDocument = flowDoc([group('g0', [text('t0')])])
    for (let step = 0; step < 150; step++) {
      const groups = doc.groups
      const blocks = groups.flatMap((g) => g.blocks)
      const somewhere = { x: Math.round(next() * 2000), y: Math.round(next() * 2000) }
      const edits: (() => FlowDocument)[] = [
        () => addGroup(doc, { position: somewhere, blocks: [createBlock(pick(types)!)] }),
        () => insertBlock(doc, { groupId: pick(groups)?.id ?? '', index: Math.floor(next() * 4), block: createBlock(pick(types)!) }),
        () => moveBlock(doc, { blockId: pick(blocks)?.id ?? '', groupId: pick(groups)?.id ?? '', index: Math.floor(next() * 4) }),
        () => moveBlockToNewGroup(doc, { blockId: pick(blocks)?.id ?? '', position: somewhere }),
        () => removeBlock(doc, { blockId: pick(blocks)?.id ?? '' }),
        () => removeElements(doc, { groupIds: [pick(groups)?.id ?? ''] }),
        () => {
          const block = pick(blocks)
          const from = block && pick(sourcesOf(block))
          return from ? connect(doc, { from, to: { groupId: pick(groups)!.id } }) : doc
        },
        () => connect(doc, { from: { eventId: 'start' }, to: { groupId: pick(groups)?.id ?? '' } }),
        () => removeEdges(doc, { edgeIds: [pick(doc.edges)?.id ?? ''] }),
        () => addItem(doc, { blockId: pick(blocks)?.id ?? '' }),
        () => {
          const block = pick(blocks) as { id: string; items?: { id: string }[] } | undefined
          return removeItem(doc, { blockId: block?.id ?? '', itemId: pick(block?.items ?? [])?.id ?? '' })
        },
        () => duplicateGroups(doc, { groupIds: [pick(groups)?.id ?? ''] }),
        () => insertFragment(doc, { fragment: remapFragment(copyFragment(doc, { groupIds: groups.slice(0, 2).map((g) => g.id) })), at: somewhere }),
        () => createVariable(doc, { name: `v${Math.floor(next() * 5)}` }),
        () => renameVariable(doc, { variableId: pick(doc.variables)?.id ?? '', name: `w${Math.floor(next() * 5)}` }),
        () => deleteVariable(doc, { variableId: pick(doc.variables)?.id ?? '' }),
      ]
      doc = pick(edits)!()
      expectValidDocument(doc)
    }
    expect(doc.groups.length + doc.edges.length).toBeGreaterThan(0)
  }
})
