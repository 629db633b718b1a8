import { describe, expect, it } from 'vitest'
import { compare } from './support/conditions'

describe('Equal to and Not equal', () => {
  it('compare exactly: case and spaces count, Unicode forms do not', async () => {
    expect(await compare('Paris', 'Equal to', 'Paris')).toBe(true)
    expect(await compare('Paris', 'Equal to', 'paris')).toBe(false)
    expect(await compare('Paris ', 'Equal to', 'Paris')).toBe(false)
    expect(await compare('caf\u00e9', 'Equal to', 'cafe\u0301')).toBe(true)
    expect(await compare('Paris', 'Not equal', 'paris')).toBe(true)
    expect(await compare('Paris', 'Not equal', 'Paris')).toBe(false)
  })

  it('never find an unset variable equal to an empty value', async () => {
    expect(await compare(null, 'Equal to', '')).toBe(false)
    expect(await compare(null, 'Not equal', '')).toBe(true)
    expect(await compare(null, 'Not equal', 'null')).toBe(false)
  })
})

describe('Contains and Does not contain', () => {
  it('compare folded text: case, outer spaces and Unicode forms ignored', async () => {
    expect(await compare('Hello World', 'Contains', ' WORLD ')).toBe(true)
    expect(await compare('Crème brûlée', 'Contains', 'cre\u0300me')).toBe(true)
    expect(await compare('Hello', 'Contains', 'bye')).toBe(false)
    expect(await compare('Hello', 'Does not contain', 'bye')).toBe(true)
    expect(await compare('Hello', 'Does not contain', 'ELL')).toBe(false)
  })

  it('handle empty and null sides as §3.2 says', async () => {
    expect(await compare('Hello', 'Contains', '')).toBe(false)
    expect(await compare('Hello', 'Contains', 'null')).toBe(false)
    expect(await compare(null, 'Contains', 'a')).toBe(false)
    expect(await compare('Hello', 'Does not contain', '')).toBe(true)
    expect(await compare(null, 'Does not contain', 'a')).toBe(true)
  })
})

describe('Starts with and Ends with', () => {
  it('compare folded text', async () => {
    expect(await compare('Hello World', 'Starts with', 'hello')).toBe(true)
    expect(await compare('Hello World', 'Ends with', 'WORLD')).toBe(true)
    expect(await compare('Hello World', 'Starts with', 'world')).toBe(false)
  })

  it('are false for an empty right side or an unset variable', async () => {
    expect(await compare('Hello', 'Starts with', '')).toBe(false)
    expect(await compare('Hello', 'Ends with', '')).toBe(false)
    expect(await compare(null, 'Starts with', 'H')).toBe(false)
  })
})

describe('Matches regex and Does not match regex', () => {
  it('give up on a pattern that backtracks for ever instead of freezing the server', async () => {
    expect(await compare(`${'a'.repeat(40)}!`, 'Matches regex', '^(a+)+$')).toBe(false)
  })

  it('read /pattern/flags or a bare pattern', async () => {
    expect(await compare('Hello', 'Matches regex', '/^hel/i')).toBe(true)
    expect(await compare('Hello', 'Matches regex', '/^hel/')).toBe(false)
    expect(await compare('abc123', 'Matches regex', '\\d{3}$')).toBe(true)
    expect(await compare('abc', 'Does not match regex', '\\d')).toBe(true)
    expect(await compare('abc1', 'Does not match regex', '\\d')).toBe(false)
  })

  it('are both false for an invalid pattern, an empty pattern or an unset variable', async () => {
    for (const operator of ['Matches regex', 'Does not match regex'] as const) {
      expect(await compare('abc', operator, '/(/')).toBe(false)
      expect(await compare('abc', operator, '')).toBe(false)
      expect(await compare(null, operator, 'a')).toBe(false)
    }
  })

  it('give the same answer for every element when the pattern has the g flag', async () => {
    expect(await compare(['a1', 'b2'], 'Does not match regex', '/x/g')).toBe(true)
    expect(await compare(['a1', 'a1'], 'Equal to', 'a1')).toBe(true)
  })
})

describe('Is set and Is empty', () => {
  it('look at the value only', async () => {
    expect(await compare('x', 'Is set')).toBe(true)
    expect(await compare(' ', 'Is set')).toBe(true)
    expect(await compare('', 'Is set')).toBe(false)
    expect(await compare(null, 'Is set')).toBe(false)
    expect(await compare([], 'Is set')).toBe(false)
    expect(await compare([null], 'Is set')).toBe(true)
    expect(await compare(null, 'Is empty')).toBe(true)
    expect(await compare('', 'Is empty')).toBe(true)
    expect(await compare([], 'Is empty')).toBe(true)
    expect(await compare(['a'], 'Is empty')).toBe(false)
  })
})
