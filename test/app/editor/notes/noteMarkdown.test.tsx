import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { NoteMarkdown } from '@/app/editor/notes/NoteMarkdown'
import { parseNoteMarkdown } from '@/app/editor/notes/noteMarkdown'

const html = (markdown: string) => renderToStaticMarkup(<NoteMarkdown markdown={markdown} />)

describe("a note's Markdown", () => {
  it('shows HTML typed in a note as text, escaped, never as elements', () => {
    const out = html('<script>alert(1)</script> <img src=x onerror="alert(2)"> **<b>bold</b>**')
    expect(out).not.toContain('<script')
    expect(out).not.toContain('<img')
    expect(out).not.toContain('<b>')
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(out).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;')
    expect(out).toContain('<strong>&lt;b&gt;bold&lt;/b&gt;</strong>')
  })

  it('keeps HTML escaped inside headings, list items, code and link labels', () => {
    const out = html('# <h1>big</h1>\n- <iframe>\n`<style>`\n[<svg onload=x>](https://example.com)')
    for (const tag of ['<h1>', '<iframe', '<style', '<svg']) expect(out).not.toContain(tag)
    expect(out).toContain('&lt;iframe&gt;')
    expect(out).toContain('<code class="rounded bg-black/10 px-1 font-mono text-[0.85em] dark:bg-white/15">&lt;style&gt;</code>')
  })

  it('links only to web pages and mail addresses: a javascript: or data: link stays plain text', () => {
    const out = html('[ok](https://example.com/a?b=1&c=2) [mail](mailto:a@example.com) [bad](javascript:alert(1)) [data](data:text/html,hi) [rel](/admin)')
    expect(out).toContain('href="https://example.com/a?b=1&amp;c=2"')
    expect(out).toContain('href="mailto:a@example.com"')
    expect(out).not.toMatch(/href="(javascript|data|\/admin)/)
    expect(out).toContain('[bad](javascript:alert(1))')
    expect(out).toContain('rel="noopener noreferrer nofollow"')
  })

  it('renders headings, lists, paragraphs, line breaks, bold, italic and code', () => {
    expect(parseNoteMarkdown('# Title\n\nFirst line\nsecond *line*\n\n- a\n- **b**\n1. one\n2. two')).toEqual([
      { kind: 'heading', level: 1, children: [{ kind: 'text', text: 'Title' }] },
      { kind: 'paragraph', children: [{ kind: 'text', text: 'First line' }, { kind: 'break' }, { kind: 'text', text: 'second ' }, { kind: 'em', children: [{ kind: 'text', text: 'line' }] }] },
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'a' }], [{ kind: 'strong', children: [{ kind: 'text', text: 'b' }] }]] },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two' }]] },
    ])
    expect(html('Use `npm start` and _then_ **go**')).toContain('Use <code')
  })
})
