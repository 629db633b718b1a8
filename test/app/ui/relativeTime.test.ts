import { describe, expect, it } from 'vitest'
import { relativeTime } from '../../../src/app/ui/relativeTime'

const now = new Date('2026-06-15T12:00:00.000Z')
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)

describe('relativeTime', () => {
  it.each([
    [10, 'just now'],
    [50, '1 minute ago'],
    [5 * 60, '5 minutes ago'],
    [3 * 3600, '3 hours ago'],
    [26 * 3600, 'yesterday'],
    [3 * 86400, '3 days ago'],
    [15 * 86400, '2 weeks ago'],
    [65 * 86400, '2 months ago'],
    [800 * 86400, '2 years ago'],
  ])('says %i seconds ago as "%s"', (seconds, words) => {
    expect(relativeTime(ago(seconds), now)).toBe(words)
  })

  it('speaks of the future too', () => {
    expect(relativeTime(ago(-2 * 86400), now)).toBe('in 2 days')
  })
})
