import { describe, expect, it } from 'vitest'
import { normalizeVariableValue } from '../../../src/server/engine/rules'

describe('normalizeVariableValue', () => {
  it('keeps strings unchanged, the empty string included', () => {
    expect(normalizeVariableValue('Hello')).toBe('Hello')
    expect(normalizeVariableValue('')).toBe('')
  })

  it('writes numbers and booleans as their text', () => {
    expect(normalizeVariableValue(3)).toBe('3')
    expect(normalizeVariableValue(1.5)).toBe('1.5')
    expect(normalizeVariableValue(true)).toBe('true')
    expect(normalizeVariableValue(false)).toBe('false')
  })

  it('writes objects as JSON text', () => {
    expect(normalizeVariableValue({ a: 1, b: ['x'] })).toBe('{"a":1,"b":["x"]}')
  })

  it('normalises each element of an array and keeps null elements', () => {
    expect(normalizeVariableValue(['a', 2, true, null, undefined, { k: 'v' }])).toEqual([
      'a',
      '2',
      'true',
      null,
      null,
      '{"k":"v"}',
    ])
  })

  it('keeps a list nested in a list as its JSON text', () => {
    expect(normalizeVariableValue([['a', 1]])).toEqual(['["a",1]'])
  })

  it('reads undefined and null as unset', () => {
    expect(normalizeVariableValue(undefined)).toBeNull()
    expect(normalizeVariableValue(null)).toBeNull()
  })

  it('replaces unpaired UTF-16 surrogates with U+FFFD and keeps pairs', () => {
    expect(normalizeVariableValue('a\uD800b')).toBe('a\uFFFDb')
    expect(normalizeVariableValue('a\uDC00')).toBe('a\uFFFD')
    expect(normalizeVariableValue('😀')).toBe('😀')
    expect(normalizeVariableValue(['\uD83D'])).toEqual(['\uFFFD'])
  })

  it('writes a date as its ISO instant', () => {
    expect(normalizeVariableValue(new Date('2024-05-01T10:00:00Z'))).toBe('2024-05-01T10:00:00.000Z')
  })
})
