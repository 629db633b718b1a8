import { describe, expect, it } from 'vitest'
import { renameGroup } from '../../../../src/app/editor/commands/groups/renameGroup'
import { openingState } from '../../../../src/app/editor/saving/openingState'
import type { Bot } from '../../../../src/shared/bot/bot'
import { flowDoc, group, text } from '../support/flowDocs'

const doc = flowDoc([group('g1', [text('t1')])])
const bot = { ...doc, updatedAt: '2026-01-02T00:00:00.000Z' } as unknown as Bot
const draftOf = (title: string, baseUpdatedAt: string) => ({ doc: renameGroup(doc, { groupId: 'g1', title }), baseUpdatedAt, savedAt: baseUpdatedAt })

describe('opening the editor', () => {
  it('opens the service’s version when nothing was left on the device', () => {
    expect(openingState(bot, null)).toEqual({ server: { doc, updatedAt: bot.updatedAt } })
  })

  it('restores edits left on the device, to be saved over the version they started from', () => {
    const opening = openingState(bot, draftOf('Pending', bot.updatedAt))
    expect(opening.pendingDoc?.groups[0].title).toBe('Pending')
    expect(opening.server.updatedAt).toBe(bot.updatedAt)
  })

  it('keeps the older base of edits made before someone else saved, so their save meets the conflict', () => {
    const opening = openingState(bot, draftOf('Pending', '2026-01-01T00:00:00.000Z'))
    expect(opening.server.updatedAt).toBe('2026-01-01T00:00:00.000Z')
  })

  it('ignores a stored copy the service already has', () => {
    expect(openingState(bot, { doc, baseUpdatedAt: '2026-01-01T00:00:00.000Z', savedAt: '' }).pendingDoc).toBeUndefined()
  })
})
