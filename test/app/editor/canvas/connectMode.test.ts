import { describe, expect, it } from 'vitest'
import { groupsMatching, outputsFor } from '../../../../src/app/editor/canvas/connect/connectOutputs'
import { nodeKeyAction } from '../../../../src/app/editor/canvas/keyboard/nodeKeys'
import type { Block } from '../../../../src/shared/bot/blocks'
import { choice, edge, flowDoc, group, text } from '../support/flowDocs'

const key = (name: string, extra: Partial<KeyboardEvent> = {}) => ({ key: name, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, ...extra })
const cards: Block = { id: 'k', type: 'cards', items: [{ id: 'card', paths: [{ id: 'p1', text: 'Book' }, { id: 'p2' }] }] }

// Welcome: a text, then buttons Yes / No (Yes already leads to Thanks); Thanks: one text; Offers: cards.
const doc = () =>
  flowDoc(
    [group('g1', [text('hello'), choice('q', ['Yes', 'No'])], undefined, 'Welcome'), group('g2', [text('bye')], undefined, 'Thanks'), group('g3', [cards], undefined, 'Offers')],
    [edge('e1', { blockId: 'q', itemId: 'Yes' }, 'g2')],
  )

describe('connect mode', () => {
  it('starts with plain C on a focused group or event; Ctrl+C stays copy', () => {
    expect(nodeKeyAction(key('c'))).toEqual({ kind: 'connect' })
    expect(nodeKeyAction(key('C', { shiftKey: true }))).toEqual({ kind: 'connect' })
    expect(nodeKeyAction(key('c', { ctrlKey: true }))).toBeNull()
    expect(nodeKeyAction(key('c', { metaKey: true }))).toBeNull()
  })

  it("offers a buttons block's outputs as the canvas draws them: each button, then Default, with where they lead now", () => {
    expect(outputsFor(doc(), { blockId: 'q' })).toEqual([
      { source: { blockId: 'q', itemId: 'Yes' }, label: 'Buttons: Yes', target: 'Thanks' },
      { source: { blockId: 'q', itemId: 'No' }, label: 'Buttons: No', target: undefined },
      { source: { blockId: 'q' }, label: 'Buttons: Default', target: undefined },
    ])
  })

  it('offers nothing for a block in the middle of a group (the flow goes on to the next block), and its exit for the last one', () => {
    expect(outputsFor(doc(), { blockId: 'hello' })).toEqual([])
    expect(outputsFor(doc(), { blockId: 'bye' })).toEqual([{ source: { blockId: 'bye' }, label: 'Text', target: undefined }])
  })

  it("offers every output of a group's blocks, a card's buttons by their text, and an event's single output", () => {
    expect(outputsFor(doc(), { groupId: 'g1' }).map((output) => output.label)).toEqual(['Buttons: Yes', 'Buttons: No', 'Buttons: Default'])
    expect(outputsFor(doc(), { groupId: 'g3' }).map((output) => output.label)).toEqual(['Cards: Book', 'Cards: Button', 'Cards: Default'])
    expect(outputsFor(doc(), { eventId: 'start', label: 'Start event' })).toEqual([{ source: { eventId: 'start' }, label: 'Start event', target: undefined }])
    expect(outputsFor(doc(), { eventId: 'gone', label: 'Gone' })).toEqual([])
  })

  it('filters the groups by any part of their title, in any case, keeping the flow order', () => {
    const groups = doc().groups
    expect(groupsMatching(groups, '').map((g) => g.title)).toEqual(['Welcome', 'Thanks', 'Offers'])
    expect(groupsMatching(groups, ' AN ').map((g) => g.title)).toEqual(['Thanks'])
    expect(groupsMatching(groups, 'e').map((g) => g.title)).toEqual(['Welcome', 'Offers'])
    expect(groupsMatching(groups, 'zzz')).toEqual([])
  })
})
