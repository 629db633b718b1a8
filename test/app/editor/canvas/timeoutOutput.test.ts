import { describe, expect, it } from 'vitest'
import { outputsFor } from '../../../../src/app/editor/canvas/connect/connectOutputs'
import { groupLayout } from '../../../../src/app/editor/canvas/groupLayout'
import { handleIds } from '../../../../src/app/editor/canvas/handleIds'
import { updateBlock } from '../../../../src/app/editor/commands/blocks/updateBlock'
import { removeBlock } from '../../../../src/app/editor/commands/blocks/removeBlock'
import { connect } from '../../../../src/app/editor/commands/edges/connect'
import { removeEdgesWhere } from '../../../../src/app/editor/commands/edges/removeEdges'
import type { Block } from '../../../../src/shared/bot/blocks'
import { expectValidDocument, flowDoc, group, text } from '../support/flowDocs'

const askName = (timeout?: object): Block => ({ id: 'ask', type: 'text input', options: { variableId: 'v', ...(timeout && { timeout }) } }) as Block
const doc = (timeout?: object) => flowDoc([group('g1', [text('hello'), askName(timeout)], undefined, 'Welcome'), group('g2', [text('nudge')], undefined, 'Reminder')])
const timeoutSource = { blockId: 'ask', pathId: 'timeout' }

describe("an input's timeout output", () => {
  it('is drawn as a second output of the input only while its timeout is on, and named by its seconds', () => {
    expect(groupLayout(doc().groups[0]).handles.map((handle) => handle.id)).not.toContain(handleIds.source(timeoutSource))
    const layout = groupLayout(doc({ isEnabled: true, seconds: 30 }).groups[0])
    expect(layout.blocks[1].rows.map((row) => row.kind)).toEqual(['line', 'timeout'])
    expect(layout.handles.map((handle) => handle.id)).toEqual(['in', handleIds.source({ blockId: 'ask' }), handleIds.source(timeoutSource)])
    expect(handleIds.parse(handleIds.source(timeoutSource))).toEqual(timeoutSource)
  })

  it('is listed by the keyboard connect picker beside the default exit', () => {
    expect(outputsFor(doc({ isEnabled: true, seconds: 120 }), { blockId: 'ask' })).toEqual([
      { source: { blockId: 'ask' }, label: 'Text', target: undefined },
      { source: timeoutSource, label: 'Text: No answer in 2 min', target: undefined },
    ])
  })

  it('connects like any output: the edge leaves {blockId, pathId: "timeout"} and the option names it; editing, unlinking and deleting keep the document whole', () => {
    const connected = connect(doc({ isEnabled: true, seconds: 30 }), { from: timeoutSource, to: { groupId: 'g2' }, edgeId: 'te' })
    expect(connected.edges).toEqual([{ id: 'te', from: timeoutSource, to: { groupId: 'g2' } }])
    const input = connected.groups[0].blocks[1] as Extract<Block, { type: 'text input' }>
    expect(input.options?.timeout).toEqual({ isEnabled: true, seconds: 30, outgoingEdgeId: 'te' })
    expect(outputsFor(connected, { blockId: 'ask' })[1].target).toBe('Reminder')
    expectValidDocument(connected)

    // Changing the seconds in the settings keeps the edge.
    const edited = updateBlock(connected, { block: { ...input, options: { ...input.options, timeout: { ...input.options!.timeout, seconds: 45 } } } as Block })
    expect(edited.edges.map((edge) => edge.id)).toEqual(['te'])
    expectValidDocument(edited)

    const unlinked = removeEdgesWhere(connected, (edge) => edge.id === 'te')
    expect((unlinked.groups[0].blocks[1] as typeof input).options?.timeout).toEqual({ isEnabled: true, seconds: 30 })
    expect(removeBlock(connected, { blockId: 'ask' }).edges).toEqual([])
  })

  it('is not a source on blocks that wait for nothing', () => {
    expect(connect(doc(), { from: { blockId: 'hello', pathId: 'timeout' }, to: { groupId: 'g2' } }).edges).toEqual([])
  })
})
