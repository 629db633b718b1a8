import { describe, expect, it } from 'vitest'
import { compare } from './support/conditions'

describe('comparisons with lists', () => {
  it('Contains checks membership exactly when the variable is a list', async () => {
    expect(await compare(['red', 'green'], 'Contains', 'green')).toBe(true)
    expect(await compare(['red', 'green'], 'Contains', 'Green')).toBe(false)
    expect(await compare(['red', 'green'], 'Contains', 'gre')).toBe(false)
    expect(await compare(['red', null], 'Contains', 'null')).toBe(true)
  })

  it('Does not contain needs every element to differ', async () => {
    expect(await compare(['red', 'green'], 'Does not contain', 'blue')).toBe(true)
    expect(await compare(['red', 'green'], 'Does not contain', 'red')).toBe(false)
    expect(await compare(['red', 'green'], 'Does not contain', 'Red')).toBe(true)
  })

  it('Contains with a list on the right needs one element found in the text', async () => {
    expect(await compare('I like green tea', 'Contains', '{{R}}', { R: ['blue', 'GREEN'] })).toBe(true)
    expect(await compare('I like tea', 'Contains', '{{R}}', { R: ['blue', 'green'] })).toBe(false)
    expect(await compare('I like tea', 'Does not contain', '{{R}}', { R: ['blue', 'green'] })).toBe(true)
    expect(await compare('I like green', 'Does not contain', '{{R}}', { R: ['blue', 'green'] })).toBe(false)
  })

  it('two lists compare every pair, with any for Contains', async () => {
    expect(await compare(['a', 'b'], 'Contains', '{{R}}', { R: ['c', 'b'] })).toBe(true)
    expect(await compare(['a', 'b'], 'Contains', '{{R}}', { R: ['c', 'd'] })).toBe(false)
    expect(await compare(['a', 'b'], 'Does not contain', '{{R}}', { R: ['c', 'd'] })).toBe(true)
  })

  it('Equal to holds only when every element equals the other side', async () => {
    expect(await compare(['a', 'a'], 'Equal to', 'a')).toBe(true)
    expect(await compare(['a', 'b'], 'Equal to', 'a')).toBe(false)
    expect(await compare('a', 'Equal to', '{{R}}', { R: ['a', 'a'] })).toBe(true)
    expect(await compare(['a'], 'Equal to', '{{R}}', { R: ['a'] })).toBe(true)
  })

  it('Not equal holds only when every element differs', async () => {
    expect(await compare(['a', 'b'], 'Not equal', 'c')).toBe(true)
    expect(await compare(['a', 'b'], 'Not equal', 'a')).toBe(false)
  })

  it('Starts with and Ends with apply to every element', async () => {
    expect(await compare(['apple', 'apricot'], 'Starts with', 'AP')).toBe(true)
    expect(await compare(['apple', 'banana'], 'Starts with', 'ap')).toBe(false)
    expect(await compare(['apple', null], 'Ends with', 'e')).toBe(false)
  })

  it('Matches regex needs one element to match, Does not match regex needs all to miss', async () => {
    expect(await compare(['abc', '123'], 'Matches regex', '^\\d+$')).toBe(true)
    expect(await compare(['abc', 'def'], 'Matches regex', '^\\d+$')).toBe(false)
    expect(await compare(['abc', 'def'], 'Does not match regex', '^\\d+$')).toBe(true)
    expect(await compare(['abc', '123'], 'Does not match regex', '^\\d+$')).toBe(false)
  })

  it('an empty list equals nothing and differs from everything', async () => {
    expect(await compare([], 'Equal to', 'x')).toBe(false)
    expect(await compare([], 'Starts with', 'x')).toBe(false)
    expect(await compare([], 'Contains', 'x')).toBe(false)
    expect(await compare([], 'Not equal', 'x')).toBe(true)
    expect(await compare([], 'Does not contain', 'x')).toBe(true)
  })
})
