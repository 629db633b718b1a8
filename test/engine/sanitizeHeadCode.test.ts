import { describe, expect, it } from 'vitest'
import { sanitizeHeadCode } from '../../src/server/engine'

describe('sanitizeHeadCode', () => {
  it('keeps elements, drops text, comments and doctypes between them', () => {
    expect(sanitizeHeadCode('<!doctype html> hello <!-- note --><meta charset="utf-8"> world <link rel=stylesheet href=/a.css>')).toBe(
      '<meta charset="utf-8">\n<link rel="stylesheet" href="/a.css">',
    )
  })

  it('keeps script and style bodies verbatim up to their end tag', () => {
    expect(sanitizeHeadCode('<script async src="https://x.example/t.js"></script><style>a > b { color: red }</style>')).toBe(
      '<script async src="https://x.example/t.js"></script>\n<style>a > b { color: red }</style>',
    )
    expect(sanitizeHeadCode('<script>if (a < b && "</div>") {}</script>')).toBe('<script>if (a < b && "</div>") {}</script>')
  })

  it('rebuilds start tags so quotes cannot break out, and closes a self-closed script', () => {
    expect(sanitizeHeadCode(`<meta content='say "hi"'>`)).toBe('<meta content="say &quot;hi&quot;">')
    expect(sanitizeHeadCode('<script src="/a.js" />')).toBe('<script src="/a.js"></script>')
  })

  it('keeps nested content of other elements up to the matching end tag', () => {
    expect(sanitizeHeadCode('<div><div>inner</div> text</div> trailing')).toBe('<div><div>inner</div> text</div>')
    expect(sanitizeHeadCode('<noscript><img src="x.gif"></noscript>')).toBe('<noscript><img src="x.gif"></noscript>')
  })

  it('returns nothing for plain text or stray end tags', () => {
    expect(sanitizeHeadCode('just text </div> a < b')).toBe('')
  })
})
