import { describe, expect, it } from 'vitest'
import { richTextToPlainText } from '../../../src/server/engine/rules'

describe('richTextToPlainText', () => {
  it('joins the text of leaves and links, one line per paragraph, marks dropped', () => {
    const nodes = [
      { type: 'p', children: [{ text: 'Hello ' }, { text: 'world', bold: true }] },
      { type: 'p', children: [{ type: 'a', url: 'https://x.dev', children: [{ text: 'a link' }] }, { text: ' *raw*' }] },
    ]
    expect(richTextToPlainText(nodes)).toBe('Hello world\na link *raw*')
  })

  it('gives an empty string for empty rich text', () => {
    expect(richTextToPlainText([])).toBe('')
  })
})
