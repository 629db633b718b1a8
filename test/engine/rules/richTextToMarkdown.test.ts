import { describe, expect, it } from 'vitest'
import { richTextToMarkdown } from '../../../src/server/engine/rules'
import type { RichTextNode } from '../../../src/shared/bot/blocks'

const paragraph = (...children: RichTextNode[]): RichTextNode => ({ type: 'p', children })

describe('richTextToMarkdown', () => {
  it('writes bold as ** and italic as _', () => {
    expect(richTextToMarkdown([paragraph({ text: 'a ' }, { text: 'b', bold: true }, { text: ' ' }, { text: 'c', italic: true })])).toBe(
      'a **b** _c_',
    )
  })

  it('nests marks that overlap instead of closing and reopening them', () => {
    const nodes = [paragraph({ text: 'x', bold: true }, { text: 'y', bold: true, italic: true }, { text: 'z', bold: true })]
    expect(richTextToMarkdown(nodes)).toBe('**x*y*z**')
  })

  it('keeps spaces outside the delimiters', () => {
    expect(richTextToMarkdown([paragraph({ text: 'Hello' }, { text: ' world ', bold: true }, { text: '!' })])).toBe(
      'Hello **world** !',
    )
  })

  it('writes links as [text](url)', () => {
    const nodes = [paragraph({ text: 'Go ' }, { type: 'a', url: 'https://x.dev/a (1)', children: [{ text: 'there', bold: true }] })]
    expect(richTextToMarkdown(nodes)).toBe('Go [**there**](https://x.dev/a%20%281%29)')
  })

  it('separates paragraphs by a blank line and leaves out empty ones', () => {
    const nodes = [paragraph({ text: 'One' }), paragraph({ text: '' }), paragraph({ text: 'Two' })]
    expect(richTextToMarkdown(nodes)).toBe('One\n\nTwo')
  })

  it('drops underline', () => {
    expect(richTextToMarkdown([paragraph({ text: 'u', underline: true })])).toBe('u')
  })

  it('escapes Markdown syntax in plain text', () => {
    const nodes = [paragraph({ text: '2*3 = 6, my_var, [not a link](x), `code`, <b>' }), paragraph({ text: '# not a title' })]
    expect(richTextToMarkdown(nodes)).toBe('2\\*3 = 6, my\\_var, \\[not a link\\](x), \\`code\\`, \\<b>\n\n\\# not a title')
  })

  it('escapes list markers only at the start of a line', () => {
    expect(richTextToMarkdown([paragraph({ text: '1. first\n- second\nsee 1. and - here' })])).toBe(
      '1\\. first\n\\- second\nsee 1. and - here',
    )
  })

  it('keeps line breaks inside a paragraph', () => {
    expect(richTextToMarkdown([paragraph({ text: 'line 1\nline 2' })])).toBe('line 1\nline 2')
  })

  it('opens wrappers that hold paragraphs', () => {
    const nodes = [{ type: 'variable', children: [paragraph({ text: 'A' }), paragraph({ text: 'B' })] }]
    expect(richTextToMarkdown(nodes)).toBe('A\n\nB')
  })
})
