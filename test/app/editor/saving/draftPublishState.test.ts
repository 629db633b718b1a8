import { describe, expect, it } from 'vitest'
import { draftPublishState } from '../../../../src/app/bot/draftPublishState'
import type { Bot, PublishedBot } from '../../../../src/shared/bot/bot'
import { flowDoc, group, text } from '../support/flowDocs'

const doc = { ...flowDoc([group('g1', [text('t1')])]), theme: {}, settings: {} }
const live = { ...JSON.parse(JSON.stringify(doc)), id: 'p1' } as PublishedBot
const bot = (changes: Partial<Bot> = {}) => ({ ...doc, publishedBotId: 'p1', ...changes }) as Bot

describe('the publish badge', () => {
  it('is a draft while no version is live', () => {
    expect(draftPublishState(bot({ publishedBotId: null }), undefined)).toBe('draft')
  })

  it('waits for the live version before saying anything', () => {
    expect(draftPublishState(bot(), undefined)).toBeUndefined()
  })

  it('is published when the draft’s document equals the live one, whatever the key order', () => {
    const reordered = { ...live, groups: live.groups.map((g) => ({ blocks: g.blocks, graphCoordinates: g.graphCoordinates, title: g.title, id: g.id })) }
    expect(draftPublishState(bot(), reordered)).toBe('published')
  })

  it('shows unpublished changes when the flow, theme or settings differ', () => {
    expect(draftPublishState(bot({ groups: [{ ...doc.groups[0], title: 'Changed' }] }), live)).toBe('changed')
    expect(draftPublishState(bot({ theme: { general: { font: 'Inter' } } } as Partial<Bot>), live)).toBe('changed')
  })
})
