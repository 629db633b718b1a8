import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as Y from 'yjs'
import { z } from 'zod'
import { botDocumentShape, newBotVersion, type BotDocument } from '@/shared/bot/bot'
import { findDocumentIssues } from '@/shared/bot/documentIntegrity'
import { defaultSettings } from '@/shared/bot/settings'
import { defaultTheme } from '@/shared/bot/theme'
import { applyBotChange } from '@/shared/collab/applyBotChange'
import { createBotDocReader } from '@/shared/collab/botDocReader'
import type { FlowDocument } from '@/app/editor/document/flowDocument'
import { addGroup } from '@/app/editor/commands/groups/addGroup'
import { moveNodes } from '@/app/editor/commands/groups/moveNodes'
import { renameGroup } from '@/app/editor/commands/groups/renameGroup'
import { removeElements } from '@/app/editor/commands/groups/removeElements'
import { insertBlock } from '@/app/editor/commands/blocks/insertBlock'
import { moveBlock } from '@/app/editor/commands/blocks/moveBlock'
import { removeBlock } from '@/app/editor/commands/blocks/removeBlock'
import { connect } from '@/app/editor/commands/edges/connect'
import { createVariable } from '@/app/editor/commands/variables/createVariable'
import { addItem } from '@/app/editor/commands/items/addItem'
import { removeItem } from '@/app/editor/commands/items/removeItem'
import { updateBlock } from '@/app/editor/commands/blocks/updateBlock'
import type { ChoiceInputBlock } from '@/shared/bot/blocks/inputs/choice'
import { sharedBotDoc } from '@/shared/collab/botDocShape'

const seedBot = (): BotDocument => ({
  events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e-start' }],
  groups: [
    { id: 'g1', title: 'Main', graphCoordinates: { x: 0, y: 100 }, blocks: [
        { id: 'b1', type: 'text', content: { richText: [{ type: 'p', children: [{ text: 'Hi' }] }] } } as never,
        { id: 'c1', type: 'choice input', items: [{ id: 'i1', content: 'One' }, { id: 'i2', content: 'Two' }, { id: 'i3', content: 'Three', value: '3' }] },
      ] },
    { id: 'g2', title: 'Second', graphCoordinates: { x: 300, y: 100 }, blocks: [] },
  ],
  edges: [{ id: 'e-start', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
  variables: [{ id: 'v1', name: 'Name' }],
  theme: defaultTheme(newBotVersion),
  settings: structuredClone(defaultSettings),
})

/** One editor: its own Y.Doc, edited through the app's commands as the editor store does. */
function editor(seed?: Y.Doc) {
  const doc = new Y.Doc()
  if (seed) Y.applyUpdate(doc, Y.encodeStateAsUpdate(seed))
  const reader = createBotDocReader(doc)
  return {
    doc,
    read: (like?: BotDocument) => reader.read(like),
    run(command: (flow: FlowDocument) => FlowDocument) {
      const before = reader.read()
      const next = command(before)
      if (next !== before) applyBotChange(doc, before, next, 'local')
    },
  }
}

function seeded() {
  const origin = new Y.Doc()
  applyBotChange(origin, {}, seedBot())
  return [editor(origin), editor(origin)] as const
}

const choice = (doc: FlowDocument) => doc.groups.flatMap((g) => g.blocks).find((b): b is ChoiceInputBlock => b.id === 'c1' && b.type === 'choice input')

/** What a choice's settings form does: the block again, with one item's text changed. */
const renameItem = (doc: FlowDocument, itemId: string, content: string): FlowDocument => {
  const block = choice(doc)
  if (!block?.items.some((item) => item.id === itemId)) return doc
  return updateBlock(doc, { block: { ...block, items: block.items.map((item) => (item.id === itemId ? { ...item, content } : item)) } })
}

/** Dragging an item to `index` among the block's items. */
const moveItem = (doc: FlowDocument, itemId: string, index: number): FlowDocument => {
  const block = choice(doc)
  const item = block?.items.find((i) => i.id === itemId)
  if (!block || !item) return doc
  return updateBlock(doc, { block: { ...block, items: block.items.filter((i) => i !== item).toSpliced(index, 0, item) } })
}

const itemsOf = (doc: FlowDocument) => choice(doc)?.items

const exchange = (a: Y.Doc, b: Y.Doc) => {
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)))
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)))
}

const documentSchema = z.object(botDocumentShape)
const expectValid = (doc: BotDocument) => {
  expect(documentSchema.safeParse(doc).error).toBeUndefined()
  expect(findDocumentIssues(doc)).toEqual([])
  const blockIds = new Set(doc.groups.flatMap((g) => g.blocks.map((b) => b.id)))
  const groupIds = new Set(doc.groups.map((g) => g.id))
  for (const edge of doc.edges) {
    expect(groupIds.has(edge.to.groupId)).toBe(true)
    if (edge.to.blockId) expect(blockIds.has(edge.to.blockId)).toBe(true)
    if ('blockId' in edge.from) expect(blockIds.has(edge.from.blockId)).toBe(true)
  }
}

describe('the shared bot document', () => {
  it('round-trips a bot: what is written is what is read', () => {
    const [a] = seeded()
    expect(a.read()).toEqual(seedBot())
  })

  it('keeps both edits when two editors change different objects at once', () => {
    const [a, b] = seeded()
    a.run((doc) => addGroup(doc, { position: { x: 500, y: 500 }, groupId: 'gA', title: 'From A' }))
    a.run((doc) => moveNodes(doc, { positions: { g1: { x: 40, y: 60 } } }))
    b.run((doc) => renameGroup(doc, { groupId: 'g1', title: 'Renamed by B' }))
    b.run((doc) => insertBlock(doc, { groupId: 'g2', index: 0, block: { id: 'bB', type: 'text', content: { richText: [] } } as never }))
    exchange(a.doc, b.doc)
    const merged = a.read()
    expect(b.read()).toEqual(merged)
    expect(merged.groups.map((g) => g.id)).toEqual(['g1', 'g2', 'gA'])
    expect(merged.groups[0]).toMatchObject({ title: 'Renamed by B', graphCoordinates: { x: 40, y: 60 } })
    expect(merged.groups[1].blocks.map((b) => b.id)).toEqual(['bB'])
  })

  it('resolves the same field edited twice the same way for both', () => {
    const [a, b] = seeded()
    a.run((doc) => renameGroup(doc, { groupId: 'g1', title: 'A' }))
    b.run((doc) => renameGroup(doc, { groupId: 'g1', title: 'B' }))
    exchange(a.doc, b.doc)
    expect(a.read()).toEqual(b.read())
    expect(['A', 'B']).toContain(a.read().groups[0].title)
  })

  it('drops an edge whose target group a collaborator deleted meanwhile', () => {
    const [a, b] = seeded()
    a.run((doc) => connect(doc, { from: { blockId: 'b1' }, to: { groupId: 'g2' }, edgeId: 'e-new' }))
    b.run((doc) => removeElements(doc, { groupIds: ['g2'] }))
    exchange(a.doc, b.doc)
    expect(a.read()).toEqual(b.read())
    expect(a.read().edges.map((e) => e.id)).toEqual(['e-start'])
    expectValid(a.read())
  })

  it('keeps a block once when two editors move it into different groups', () => {
    const [a, b] = seeded()
    a.run((doc) => addGroup(doc, { position: { x: 0, y: 0 }, groupId: 'g3', title: 'Three' }))
    exchange(a.doc, b.doc)
    a.run((doc) => moveBlock(doc, { blockId: 'b1', groupId: 'g2', index: 0 }))
    b.run((doc) => moveBlock(doc, { blockId: 'b1', groupId: 'g3', index: 0 }))
    exchange(a.doc, b.doc)
    expect(a.read()).toEqual(b.read())
    expect(a.read().groups.flatMap((g) => g.blocks).filter((block) => block.id === 'b1')).toHaveLength(1)
  })

  it('shares the objects a change did not touch (the canvas re-renders only what moved)', () => {
    const [a] = seeded()
    const before = a.read()
    a.run((doc) => moveNodes(doc, { positions: { g2: { x: 1, y: 2 } } }))
    const after = a.read()
    expect(after.groups[0]).toBe(before.groups[0])
    expect(after.groups[1]).not.toBe(before.groups[1])
    expect(after.edges).toBe(before.edges)
  })

  it('hands back, on a first read given the copy drawn before, its very objects wherever they are equal', () => {
    const [a, b] = seeded()
    b.run((doc) => renameGroup(doc, { groupId: 'g2', title: 'Renamed meanwhile' }))
    exchange(a.doc, b.doc)
    // The copy the editor drew from the REST API: equal values, objects of its own.
    const drawn = structuredClone(seedBot())
    const fresh = editor(a.doc)
    const first = fresh.read(drawn)
    expect(first.groups[0]).toBe(drawn.groups[0])
    expect(first.groups[0].blocks[1]).toBe(drawn.groups[0].blocks[1])
    expect(first.edges).toBe(drawn.edges)
    expect(first.variables).toBe(drawn.variables)
    expect(first.groups[1]).not.toBe(drawn.groups[1])
    expect(first.groups[1]).toMatchObject({ title: 'Renamed meanwhile', graphCoordinates: drawn.groups[1].graphCoordinates })
    expect(first.groups[1].graphCoordinates).toBe(drawn.groups[1].graphCoordinates)
    expect(first).toEqual({ ...seedBot(), groups: [seedBot().groups[0], { ...seedBot().groups[1], title: 'Renamed meanwhile' }] })
    // Later reads keep them until they change.
    fresh.run((doc) => moveNodes(doc, { positions: { g2: { x: 1, y: 2 } } }))
    expect(fresh.read().groups[0]).toBe(drawn.groups[0])
    expect(fresh.read().edges).toBe(drawn.edges)
  })

  it('keeps both renames when two editors rename two different items of one block at once', () => {
    const [a, b] = seeded()
    const untouched = itemsOf(a.read())![1]
    a.run((doc) => renameItem(doc, 'i1', 'First'))
    b.run((doc) => renameItem(doc, 'i3', 'Third'))
    exchange(a.doc, b.doc)
    // The reader keeps the objects of the items nobody changed (the item rows re-render only when edited).
    expect(itemsOf(a.read())![1]).toBe(untouched)
    expect(b.read()).toEqual(a.read())
    expect(itemsOf(a.read())).toEqual([{ id: 'i1', content: 'First' }, { id: 'i2', content: 'Two' }, { id: 'i3', content: 'Third', value: '3' }])
    expectValid(a.read())
  })

  it('resolves the same item field edited twice the same way for both', () => {
    const [a, b] = seeded()
    a.run((doc) => renameItem(doc, 'i2', 'A'))
    b.run((doc) => renameItem(doc, 'i2', 'B'))
    exchange(a.doc, b.doc)
    expect(b.read()).toEqual(a.read())
    expect(['A', 'B']).toContain(itemsOf(a.read())![1].content)
  })

  it('keeps both items when two editors add one to the same block at once, in the same order for both', () => {
    const [a, b] = seeded()
    a.run((doc) => addItem(doc, { blockId: 'c1', newId: () => 'iA' }))
    b.run((doc) => addItem(doc, { blockId: 'c1', index: 1, newId: () => 'iB' }))
    exchange(a.doc, b.doc)
    expect(b.read()).toEqual(a.read())
    expect(itemsOf(a.read())!.map((item) => item.id)).toEqual(['i1', 'iB', 'i2', 'i3', 'iA'])
    expectValid(a.read())
  })

  it("keeps one editor's item edit while the other deletes another item", () => {
    const [a, b] = seeded()
    a.run((doc) => removeItem(doc, { blockId: 'c1', itemId: 'i1' }))
    b.run((doc) => renameItem(doc, 'i2', 'Edited'))
    b.run((doc) => moveItem(doc, 'i3', 0))
    exchange(a.doc, b.doc)
    expect(b.read()).toEqual(a.read())
    expect(itemsOf(a.read())).toEqual([{ id: 'i3', content: 'Three', value: '3' }, { id: 'i2', content: 'Edited' }])
  })

  it('keeps an item edit made while a collaborator moves that item', () => {
    const [a, b] = seeded()
    a.run((doc) => moveItem(doc, 'i1', 2))
    b.run((doc) => renameItem(doc, 'i1', 'Moved and renamed'))
    exchange(a.doc, b.doc)
    expect(b.read()).toEqual(a.read())
    expect(itemsOf(a.read())!.map((item) => item.content)).toEqual(['Two', 'Three', 'Moved and renamed'])
  })

  it('reads items stored as one value (documents written before items merged per item) and moves them to the per-item layout', () => {
    const origin = new Y.Doc()
    applyBotChange(origin, {}, seedBot())
    // The earlier layout: the whole array is one value of the block's map.
    const block = sharedBotDoc(origin).items('blocks').get('c1')!
    origin.transact(() => {
      block.set('items', structuredClone(itemsOf(seedBot())))
      block.delete('itemMaps')
    })
    const [a, b] = [editor(origin), editor(origin)]
    expect(a.read()).toEqual(seedBot())
    // Both editors write the first per-item change at once: one of the two is kept, the same for both.
    a.run((doc) => renameItem(doc, 'i1', 'A'))
    b.run((doc) => renameItem(doc, 'i3', 'B'))
    exchange(a.doc, b.doc)
    expect(b.read()).toEqual(a.read())
    expect(sharedBotDoc(a.doc).items('blocks').get('c1')!.get('items')).toBeInstanceOf(Y.Array)
    expect(itemsOf(a.read())!.map((item) => item.id)).toEqual(['i1', 'i2', 'i3'])
    // From then on, concurrent edits of different items merge.
    a.run((doc) => renameItem(doc, 'i2', 'A2'))
    b.run((doc) => renameItem(doc, 'i1', 'B1'))
    exchange(a.doc, b.doc)
    expect(b.read()).toEqual(a.read())
    expect(itemsOf(a.read())!.slice(0, 2).map((item) => item.content)).toEqual(['B1', 'A2'])
    expectValid(a.read())
  })

  it('keeps the items of a block whose items are not objects with ids as one value', () => {
    const origin = new Y.Doc()
    const bot = seedBot()
    const odd = { id: 'u1', type: 'some plugin', items: ['x', 'y'] } as never
    const withOdd = { ...bot, groups: [{ ...bot.groups[0], blocks: [...bot.groups[0].blocks, odd] }, bot.groups[1]] }
    applyBotChange(origin, {}, withOdd)
    expect(createBotDocReader(origin).read()).toEqual(withOdd)
  })
})

const groupIdArb = fc.constantFrom('g1', 'g2', 'gA', 'gB', 'gC')
const blockIdArb = fc.constantFrom('b1', 'bA', 'bB', 'bC', 'c1')
const itemIdArb = fc.constantFrom('i1', 'i2', 'i3', 'iA', 'iB')
const commandArb = fc.oneof(
  fc.record({ kind: fc.constant('addGroup' as const), id: groupIdArb, x: fc.integer({ min: -500, max: 500 }) }),
  fc.record({ kind: fc.constant('move' as const), id: groupIdArb, x: fc.integer({ min: -500, max: 500 }) }),
  fc.record({ kind: fc.constant('rename' as const), id: groupIdArb, title: fc.string({ minLength: 1, maxLength: 5 }) }),
  fc.record({ kind: fc.constant('removeGroup' as const), id: groupIdArb }),
  fc.record({ kind: fc.constant('insertBlock' as const), group: groupIdArb, id: blockIdArb }),
  fc.record({ kind: fc.constant('moveBlock' as const), group: groupIdArb, id: blockIdArb, index: fc.nat(3) }),
  fc.record({ kind: fc.constant('removeBlock' as const), id: blockIdArb }),
  fc.record({ kind: fc.constant('connect' as const), from: blockIdArb, to: groupIdArb, id: fc.constantFrom('x1', 'x2', 'x3') }),
  fc.record({ kind: fc.constant('variable' as const), name: fc.constantFrom('Name', 'Email', 'Age'), id: fc.constantFrom('v2', 'v3') }),
  fc.record({ kind: fc.constant('addItem' as const), id: itemIdArb, index: fc.nat(4) }),
  fc.record({ kind: fc.constant('removeItem' as const), id: itemIdArb }),
  fc.record({ kind: fc.constant('renameItem' as const), id: itemIdArb, content: fc.string({ maxLength: 4 }) }),
  fc.record({ kind: fc.constant('moveItem' as const), id: itemIdArb, index: fc.nat(4) }),
)
type Command = typeof commandArb extends fc.Arbitrary<infer T> ? T : never

const toChange = (command: Command) => (doc: FlowDocument): FlowDocument => {
  switch (command.kind) {
    case 'addGroup':
      return doc.groups.some((g) => g.id === command.id) ? doc : addGroup(doc, { position: { x: command.x, y: 0 }, groupId: command.id })
    case 'move':
      return moveNodes(doc, { positions: { [command.id]: { x: command.x, y: command.x } } })
    case 'rename':
      return renameGroup(doc, { groupId: command.id, title: command.title })
    case 'removeGroup':
      return removeElements(doc, { groupIds: [command.id] })
    case 'insertBlock':
      return doc.groups.some((g) => g.blocks.some((b) => b.id === command.id))
        ? doc
        : insertBlock(doc, { groupId: command.group, index: 0, block: { id: command.id, type: 'text', content: { richText: [] } } as never })
    case 'moveBlock':
      return doc.groups.some((g) => g.id === command.group) && doc.groups.some((g) => g.blocks.some((b) => b.id === command.id))
        ? moveBlock(doc, { blockId: command.id, groupId: command.group, index: command.index })
        : doc
    case 'removeBlock':
      return removeBlock(doc, { blockId: command.id })
    case 'connect':
      return doc.edges.some((e) => e.id === command.id) ? doc : connect(doc, { from: { blockId: command.from }, to: { groupId: command.to }, edgeId: command.id })
    case 'variable':
      return createVariable(doc, { name: command.name, variableId: command.id })
    case 'addItem': {
      const items = itemsOf(doc)
      return !items || items.some((item) => item.id === command.id) ? doc : addItem(doc, { blockId: 'c1', index: Math.min(command.index, items.length), newId: () => command.id })
    }
    case 'removeItem':
      return removeItem(doc, { blockId: 'c1', itemId: command.id })
    case 'renameItem':
      return renameItem(doc, command.id, command.content)
    case 'moveItem':
      return moveItem(doc, command.id, command.index)
  }
}

describe('random concurrent command sequences', () => {
  it('converge to the same valid bot in every editor', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 12 }), fc.array(commandArb, { maxLength: 12 }), fc.array(commandArb, { maxLength: 6 }), (mine, theirs, after) => {
        const [a, b] = seeded()
        for (const command of mine) a.run(toChange(command))
        for (const command of theirs) b.run(toChange(command))
        exchange(a.doc, b.doc)
        // Editing goes on from the merged document, then meets again.
        for (const command of after) b.run(toChange(command))
        exchange(a.doc, b.doc)
        expect(a.read()).toEqual(b.read())
        expectValid(a.read())
        // A third editor that only ever saw the updates reads the same bot.
        const c = editor(a.doc)
        expect(c.read()).toEqual(a.read())
      }),
      { numRuns: 300 },
    )
  })
})
