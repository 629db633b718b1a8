import { describe, expect, it } from 'vitest'
import { botDocumentShape } from '../../src/shared/bot/bot'
import { findDocumentIssues } from '../../src/shared/bot/documentIntegrity'
import { groupSchema } from '../../src/shared/bot/group'
import { findUnsupportedBlocks, mapBrandNames, migrateToLatestVersion } from '../../src/shared/bot/import'
import { z } from 'zod'

const documentSchema = z.object({ ...botDocumentShape, version: z.enum(['6', '6.1']) })

describe('mapBrandNames', () => {
  const exported = {
    version: '6.1',
    whatsAppCredentialsId: null,
    groups: [
      {
        id: 'g1',
        title: 'Typebot link group',
        blocks: [
          {
            id: 'b1',
            type: 'text',
            content: { richText: [{ type: 'p', children: [{ text: 'Made with Typebot on WhatsApp' }] }] },
          },
          { id: 'b2', type: 'Typebot link', options: { typebotId: 'current', groupId: 'g2' } },
        ],
      },
    ],
    variables: [{ id: 'v1', name: 'typebotId', value: 'Typebot link' }],
    theme: { general: { font: { type: 'Google', family: 'Inter' } } },
    settings: {
      whatsApp: { isEnabled: false },
      metadata: { googleTagManagerId: 'GTM-1' },
      general: { systemMessages: { whatsAppPictureChoiceSelectLabel: 'Pick' } },
    },
  }
  const mapped = mapBrandNames(exported) as typeof exported & Record<string, unknown>

  it('renames branded keys anywhere in the document', () => {
    expect(mapped).toHaveProperty('messagingAppCredentialsId', null)
    expect(mapped).not.toHaveProperty('whatsAppCredentialsId')
    expect(mapped.groups[0].blocks[1]).toEqual({ id: 'b2', type: 'Bot link', options: { botId: 'current', groupId: 'g2' } })
    expect(mapped.settings).toEqual({
      messagingApp: { isEnabled: false },
      metadata: { tagManagerId: 'GTM-1' },
      general: { systemMessages: { messagingAppPictureChoiceSelectLabel: 'Pick' } },
    })
  })

  it('renames the hosted font type', () => {
    expect(mapped.theme.general.font).toEqual({ type: 'Hosted', family: 'Inter' })
  })

  it('leaves user text untouched: bubble text, group titles, variable names and values', () => {
    expect(mapped.groups[0].title).toBe('Typebot link group')
    expect(mapped.groups[0].blocks[0]).toEqual(exported.groups[0].blocks[0])
    expect(mapped.variables).toEqual(exported.variables)
  })

  it('does not modify its input', () => {
    expect(exported.groups[0].blocks[1].type).toBe('Typebot link')
    expect(exported).toHaveProperty('whatsAppCredentialsId')
  })
})

/** A version 5 export: the entry point is a start block alone in its group; items and edges point back. */
const v5Bot = {
  version: '5',
  groups: [
    {
      id: 'startGroup',
      title: 'Start',
      graphCoordinates: { x: -10, y: 20 },
      blocks: [{ id: 'startBlock', type: 'start', label: 'Start', groupId: 'startGroup', outgoingEdgeId: 'e1' }],
    },
    {
      id: 'g1',
      title: 'Welcome',
      graphCoordinates: { x: 300, y: 0 },
      blocks: [
        { id: 'b1', type: 'text', groupId: 'g1', content: { richText: [{ type: 'p', children: [{ text: 'Hi' }] }] } },
        {
          id: 'b2',
          type: 'choice input',
          groupId: 'g1',
          items: [{ id: 'i1', blockId: 'b2', type: 0, content: 'Yes', outgoingEdgeId: 'e2' }],
        },
      ],
    },
    { id: 'g2', title: 'End', graphCoordinates: { x: 600, y: 0 }, blocks: [] },
  ],
  edges: [
    { id: 'e1', from: { groupId: 'startGroup', blockId: 'startBlock' }, to: { groupId: 'g1' } },
    { id: 'e2', from: { groupId: 'g1', blockId: 'b2', itemId: 'i1' }, to: { groupId: 'g2' } },
  ],
  variables: [],
  theme: {},
  settings: {},
}

describe('migrateToLatestVersion', () => {
  const migrated = migrateToLatestVersion(v5Bot) as Record<string, unknown>

  it('turns the start block into the start event at its group position', () => {
    expect(migrated.version).toBe('6')
    expect(migrated.events).toEqual([
      { id: 'startBlock', type: 'start', graphCoordinates: { x: -10, y: 20 }, outgoingEdgeId: 'e1' },
    ])
  })

  it('removes the group that only held the start block and keeps other groups, empty ones included', () => {
    expect((migrated.groups as { id: string }[]).map((group) => group.id)).toEqual(['g1', 'g2'])
  })

  it('makes the start edge leave the event and drops parent pointers', () => {
    expect(migrated.edges).toEqual([
      { id: 'e1', from: { eventId: 'startBlock' }, to: { groupId: 'g1' } },
      { id: 'e2', from: { blockId: 'b2', itemId: 'i1' }, to: { groupId: 'g2' } },
    ])
    const [welcome] = migrated.groups as { blocks: Record<string, unknown>[] }[]
    expect(welcome.blocks[0]).not.toHaveProperty('groupId')
    expect((welcome.blocks[1].items as object[])[0]).not.toHaveProperty('blockId')
  })

  it('produces a version 6 document the schemas accept, with unique ids', () => {
    const parsed = documentSchema.parse(migrated)
    expect(findDocumentIssues(parsed)).toEqual([])
  })

  it('treats a document without version as a legacy one', () => {
    const { version: _version, ...unversioned } = v5Bot
    expect(migrateToLatestVersion(unversioned)).toEqual(migrated)
  })

  it('adds a start event without edge when a legacy document has no start block', () => {
    const result = migrateToLatestVersion({ ...v5Bot, groups: v5Bot.groups.slice(1) }) as { events: object[] }
    expect(result.events).toEqual([{ id: expect.any(String), type: 'start', graphCoordinates: { x: 0, y: 0 } }])
  })

  it('returns version 6 and 6.1 documents unchanged', () => {
    for (const version of ['6', '6.1']) {
      const doc = { version, groups: [], edges: [{ id: 'e', from: { groupId: 'x', blockId: 'b' }, to: { groupId: 'g' } }] }
      expect(migrateToLatestVersion(doc)).toBe(doc)
    }
  })

  it('does not modify its input', () => {
    expect(v5Bot.groups[0].blocks[0].type).toBe('start')
    expect(v5Bot.edges[0].from).toHaveProperty('groupId')
  })
})

describe('findUnsupportedBlocks', () => {
  const group = groupSchema.parse({
    id: 'g1',
    title: 'AI',
    graphCoordinates: { x: 0, y: 0 },
    blocks: [
      { id: 'b1', type: 'mistral', options: { action: 'Create transcription' } },
      { id: 'b0', type: 'openai', options: { action: 'Create chat completion' } },
      { id: 'b2', type: 'OpenAI', options: { task: 'Create video' } },
      { id: 'b3', type: 'OpenAI', options: { task: 'Create chat completion' } },
      { id: 'b4', type: 'OpenAI' },
      { id: 'b5', type: 'Zemantic AI' },
      { id: 'b6', type: 'text' },
    ],
  })

  it('lists unknown blocks and model blocks asking for an action the engine does not run', () => {
    const reported = findUnsupportedBlocks({ groups: [group] })
    expect(reported.map(({ blockId, type }) => [blockId, type])).toEqual([
      ['b1', 'mistral'],
      ['b2', 'OpenAI'],
      ['b5', 'Zemantic AI'],
    ])
    expect(reported[0]).toMatchObject({ groupId: 'g1', groupTitle: 'AI', reason: expect.stringContaining('Create transcription') })
    expect(reported[1].reason).toContain('Create video')
  })
})
