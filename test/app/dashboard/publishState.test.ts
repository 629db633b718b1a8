import { expect, it } from 'vitest'
import { publishState } from '../../../src/app/bot/publishState'

const version = { id: 'p1', botId: 'b', version: '6' as const, createdAt: '2026-01-02T00:00:00.000Z' }

it('is a draft until a version is live', () => {
  expect(publishState({ updatedAt: '2026-01-01T00:00:00.000Z' }, null, [])).toBe('draft')
  expect(publishState({ updatedAt: '2026-01-01T00:00:00.000Z' }, null, [version])).toBe('draft')
})

it('is published while the live version holds the latest draft, changed once the draft moves on', () => {
  expect(publishState({ updatedAt: '2026-01-01T00:00:00.000Z' }, 'p1', [version])).toBe('published')
  expect(publishState({ updatedAt: '2026-01-03T00:00:00.000Z' }, 'p1', [version])).toBe('changed')
})
