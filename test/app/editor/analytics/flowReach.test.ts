import { describe, expect, it } from 'vitest'
import { computeFlowReach } from '../../../../src/app/editor/analytics/flowReach'
import { dropOffSeverity, formatRate } from '../../../../src/app/editor/analytics/dropOffSeverity'
import type { Block } from '../../../../src/shared/bot/blocks'
import { choice, edge, flowDoc, group, text } from '../support/flowDocs'

const input = (id: string): Block => ({ id, type: 'text input' })
const counts = (edges: Record<string, number>, answers: Record<string, number> = {}) => ({
  totalVisitedEdges: Object.entries(edges).map(([edgeId, total]) => ({ edgeId, total })),
  totalAnswers: Object.entries(answers).map(([blockId, total]) => ({ blockId, total })),
})
const reachOf = (reach: ReturnType<typeof computeFlowReach>, ...ids: string[]) => ids.map((id) => reach.blocks.get(id))

/** Name → buttons (yes leads to "Yes", no to "No"); "Yes" asks for an email. */
const branching = flowDoc(
  [
    group('welcome', [text('hi'), input('name'), text('thanks'), choice('pick', ['yes', 'no'])]),
    group('yesGroup', [text('great'), input('email'), text('bye')]),
    group('noGroup', [text('sorry')]),
  ],
  [edge('e0', { eventId: 'start' }, 'welcome'), edge('eYes', { blockId: 'pick', itemId: 'yes' }, 'yesGroup'), edge('eNo', { blockId: 'pick', itemId: 'no' }, 'noGroup')],
)

describe('visitors and drop-off on the flow', () => {
  it('follows visitors down a group: an input keeps only those who answered, and its drop-off is the share who did not', () => {
    const reach = computeFlowReach(branching, counts({ e0: 10, eYes: 4, eNo: 2 }, { name: 8, pick: 6, email: 3 }))
    expect(reach.started).toBe(10)
    expect(reachOf(reach, 'hi', 'name', 'thanks', 'pick')).toEqual([
      { reached: 10, dropped: 0 },
      { reached: 10, answered: 8, dropped: 2, dropOffRate: 0.2 },
      { reached: 8, dropped: 0 },
      { reached: 8, answered: 6, dropped: 2, dropOffRate: 0.25 },
    ])
    expect(reachOf(reach, 'great', 'email', 'bye', 'sorry')).toEqual([
      { reached: 4, dropped: 0 },
      { reached: 4, answered: 3, dropped: 1, dropOffRate: 0.25 },
      { reached: 3, dropped: 0 },
      { reached: 2, dropped: 0 },
    ])
    expect(Object.fromEntries(reach.edges)).toEqual({ e0: 10, eYes: 4, eNo: 2 })
  })

  it('counts nobody and no rate where no visitor came in the range', () => {
    const reach = computeFlowReach(branching, counts({}))
    expect(reach.started).toBe(0)
    expect(reachOf(reach, 'hi', 'name')).toEqual([{ reached: 0, dropped: 0 }, { reached: 0, answered: 0, dropped: 0 }])
  })

  it('takes the visitors of an item edge out of the group; the rest go on to the next block', () => {
    const doc = flowDoc(
      [group('g1', [choice('menu', ['a', 'b']), text('after')]), group('g2', [text('in-a')])],
      [edge('e0', { eventId: 'start' }, 'g1'), edge('eA', { blockId: 'menu', itemId: 'a' }, 'g2')],
    )
    const reach = computeFlowReach(doc, counts({ e0: 9, eA: 5 }, { menu: 7 }))
    expect(reachOf(reach, 'menu', 'after', 'in-a').map((block) => block?.reached)).toEqual([9, 2, 5])
  })

  it("sends everyone left along a block's own edge: the blocks after it in the group see only visitors that edges bring there", () => {
    const doc = flowDoc(
      [group('g1', [input('q'), text('skipped'), text('target')]), group('g2', [text('next')])],
      [edge('e0', { eventId: 'start' }, 'g1'), edge('eOut', { blockId: 'q' }, 'g2'), edge('eBack', { blockId: 'next' }, 'g1', 'target')],
    )
    const reach = computeFlowReach(doc, counts({ e0: 6, eOut: 5, eBack: 5 }, { q: 5 }))
    expect(reachOf(reach, 'skipped', 'next', 'target').map((block) => block?.reached)).toEqual([0, 5, 5])
  })

  it('adds no visitor for a loop back to where they already were (the service counts each visitor once per edge)', () => {
    const doc = flowDoc(
      [group('ask', [input('email')]), group('check', [choice('valid', ['retry'])])],
      [edge('e0', { eventId: 'start' }, 'ask'), edge('eCheck', { blockId: 'email' }, 'check'), edge('eRetry', { blockId: 'valid', itemId: 'retry' }, 'ask')],
    )
    const reach = computeFlowReach(doc, counts({ e0: 10, eCheck: 7, eRetry: 3 }, { email: 7, valid: 7 }))
    expect(reach.blocks.get('email')).toEqual({ reached: 10, answered: 7, dropped: 3, dropOffRate: 0.3 })
  })

  it('brings the visitors of a Jump to its target group, found by id or title', () => {
    const jump = (id: string, groupId: string): Block => ({ id, type: 'Jump', options: { groupId } })
    const doc = flowDoc(
      [group('g1', [text('hi'), jump('go', 'Pricing title'), text('never')]), group('pricing', [input('plan')], undefined, 'Pricing title')],
      [edge('e0', { eventId: 'start' }, 'g1')],
    )
    const reach = computeFlowReach(doc, counts({ e0: 4 }, { plan: 1 }))
    expect(reachOf(reach, 'go', 'never', 'plan')).toEqual([{ reached: 4, dropped: 0 }, { reached: 0, dropped: 0 }, { reached: 4, answered: 1, dropped: 3, dropOffRate: 0.75 }])
  })

  it('never counts fewer visitors at an input than answered it', () => {
    const doc = flowDoc([group('g1', [input('q')])], [edge('e0', { eventId: 'start' }, 'g1')])
    expect(computeFlowReach(doc, counts({ e0: 2 }, { q: 3 })).blocks.get('q')).toEqual({ reached: 3, answered: 3, dropped: 0, dropOffRate: 0 })
  })

  it('still counts what edges bring to groups no event leads to', () => {
    const doc = flowDoc([group('orphan', [text('t')])], [edge('eIn', { blockId: 'gone' }, 'orphan'), edge('eOther', { eventId: 'start' }, 'orphan', 't')])
    expect(computeFlowReach(doc, counts({ eIn: 3, eOther: 2 })).blocks.get('t')?.reached).toBe(2)
  })
})

describe('drop-off severity and its percentage', () => {
  it('bands a rate: none, under 10 %, under 30 %, 30 % and more', () => {
    expect([0, 0.05, 0.0999, 0.1, 0.2999, 0.3, 1].map(dropOffSeverity)).toEqual(['none', 'low', 'low', 'medium', 'medium', 'high', 'high'])
  })

  it('writes whole percentages that never hide a loss or claim everyone left while someone stayed', () => {
    expect([0, 0.004, 0.25, 1 / 3, 0.996, 1].map(formatRate)).toEqual(['0%', '<1%', '25%', '33%', '>99%', '100%'])
  })
})
