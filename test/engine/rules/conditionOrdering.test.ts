import { describe, expect, it } from 'vitest'
import { compare } from './support/conditions'

describe('ordering operators', () => {
  it('compare numeric text as numbers', async () => {
    expect(await compare('10', 'Greater than', '9')).toBe(true)
    expect(await compare('-1.5', 'Less than', '0')).toBe(true)
    expect(await compare('3', 'Greater or equal to', '3')).toBe(true)
    expect(await compare('3', 'Less or equal to', '2.99')).toBe(false)
    expect(await compare('1e3', 'Greater than', '999')).toBe(true)
  })

  it('count the empty string as 0', async () => {
    expect(await compare('', 'Less than', '1')).toBe(true)
    expect(await compare('', 'Greater or equal to', '0')).toBe(true)
  })

  it('compare dates by timestamp', async () => {
    expect(await compare('2024-05-01', 'Greater than', '2024-04-30')).toBe(true)
    expect(await compare('2024-05-01T10:00', 'Less than', '2024-05-01T09:00:00Z')).toBe(false)
    expect(await compare('March 7, 2024', 'Less than', '2024-03-08')).toBe(true)
  })

  it('compare other text by length', async () => {
    expect(await compare('abcd', 'Greater than', 'xyz')).toBe(true)
    expect(await compare('abc 2024', 'Less than', 'abcdefghi')).toBe(true)
  })

  it('do not read a number written with a plus sign as a number', async () => {
    // "+5" has length 2, "3" is 3.
    expect(await compare('+5', 'Greater than', '3')).toBe(false)
  })

  it('are false when a side is null', async () => {
    expect(await compare(null, 'Less than', '1')).toBe(false)
    expect(await compare('1', 'Greater than', 'null')).toBe(false)
    expect(await compare('1', 'Greater or equal to', '{{Unset}}', { Unset: null })).toBe(false)
  })

  it('replace a list by its length and read the other side with Number()', async () => {
    expect(await compare(['a', 'b', 'c'], 'Greater than', '2')).toBe(true)
    expect(await compare(['a', 'b'], 'Greater than', '2')).toBe(false)
    expect(await compare(['a'], 'Less than', 'abc')).toBe(false)
    expect(await compare('3', 'Greater than', '{{R}}', { R: ['x', 'y'] })).toBe(true)
  })
})
