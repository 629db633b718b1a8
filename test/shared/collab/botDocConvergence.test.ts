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

const seedBot = (): BotDocument => ({
  events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e-start' }],
  groups: [
    { id: 'g1', title: 'Main', graphCoordinates: { x: 0, y: 100 }, blocks: [{ id: 'b1', type: 'text', content: { richText: [{ type: 'p', children: [{ text: 'Hi' }] }] } } as never] },
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
    read: () => reader.read(),
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
})

const groupIdArb = fc.constantFrom('g1', 'g2', 'gA', 'gB', 'gC')
const blockIdArb = fc.constantFrom('b1', 'bA', 'bB', 'bC')
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
