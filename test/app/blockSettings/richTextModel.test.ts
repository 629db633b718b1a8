import { describe, expect, it } from 'vitest'
import { readRichText, renderRichText } from '../../../src/app/editor/blockSettings/bubbles/richText/richTextDom'
import { readSelection, writeSelection } from '../../../src/app/editor/blockSettings/bubbles/richText/richTextSelection'
import {
  caretAt,
  deleteSelection,
  insertLines,
  insertText,
  linkAt,
  marksIn,
  setLink,
  splitParagraph,
  toggleMark,
} from '../../../src/app/editor/blockSettings/bubbles/richText/richTextEdits'
import { fromNodes, hasUnmodelledStructure, plainText, toNodes } from '../../../src/app/editor/blockSettings/bubbles/richText/richTextModel'
import type { RichTextNode } from '../../../src/shared/bot/blocks'

const sample: RichTextNode[] = [
  { type: 'p', children: [{ text: 'Hello ' }, { text: 'bold', bold: true }, { text: ' and ' }, { type: 'a', url: 'https://x.test', children: [{ text: 'a link', italic: true }] }] },
  { type: 'p', children: [{ text: '{{Name}}', underline: true }] },
]
const at = (paragraph: number, offset: number) => ({ paragraph, offset })
const range = (p1: number, o1: number, p2: number, o2: number) => ({ start: at(p1, o1), end: at(p2, o2) })

describe('the rich-text model', () => {
  it('round-trips stored nodes unchanged', () => {
    expect(toNodes(fromNodes(sample))).toEqual(sample)
  })

  it('keeps keys it does not know on elements and leaves', () => {
    const nodes = [{ type: 'h1', align: 'center', children: [{ text: 'Title', code: true }] }]
    expect(toNodes(fromNodes(nodes))).toEqual(nodes)
  })

  it('reads nothing as one empty paragraph', () => {
    expect(toNodes(fromNodes([]))).toEqual([{ type: 'p', children: [{ text: '' }] }])
  })

  it('tells when nodes are nested deeper than it models', () => {
    expect(hasUnmodelledStructure(sample)).toBe(false)
    expect(hasUnmodelledStructure([{ type: 'ul', children: [{ type: 'li', children: [{ type: 'lic', children: [{ text: 'x' }] }] }] }])).toBe(true)
  })

  it('toggles a mark over a selection that crosses runs and paragraphs', () => {
    const model = toggleMark(fromNodes(sample), range(0, 6, 1, 2), 'bold')
    expect(marksIn(model, range(0, 6, 1, 2)).bold).toBe(true)
    expect(toNodes(model)[1].children).toEqual([{ text: '{{', bold: true, underline: true }, { text: 'Name}}', underline: true }])
    // Toggled again over the same range, the mark goes away everywhere.
    expect(marksIn(toggleMark(model, range(0, 6, 1, 2), 'bold'), range(0, 6, 1, 2)).bold).toBeUndefined()
  })

  it('makes a selection a link, finds it from a caret, and removes it', () => {
    const linked = setLink(fromNodes([{ type: 'p', children: [{ text: 'see the docs' }] }]), range(0, 8, 0, 12), 'https://docs.test')
    expect(toNodes(linked)[0].children).toEqual([{ text: 'see the ' }, { type: 'a', url: 'https://docs.test', children: [{ text: 'docs' }] }])
    const found = linkAt(linked, caretAt(at(0, 10)))
    expect(found).toEqual({ url: 'https://docs.test', selection: range(0, 8, 0, 12) })
    expect(toNodes(setLink(linked, found!.selection, undefined))[0].children).toEqual([{ text: 'see the docs' }])
  })

  it('types with the marks of the text before the caret, or with the given ones', () => {
    const model = fromNodes(sample)
    expect(toNodes(insertText(model, caretAt(at(0, 10)), '!').model)[0].children![1]).toEqual({ text: 'bold!', bold: true })
    const edit = insertText(model, caretAt(at(0, 0)), 'Hey ', { italic: true })
    expect(toNodes(edit.model)[0].children![0]).toEqual({ text: 'Hey ', italic: true })
    expect(edit.selection).toEqual(caretAt(at(0, 4)))
  })

  it('splits a paragraph at the caret, and joins paragraphs when their boundary is deleted', () => {
    const split = splitParagraph(fromNodes(sample), caretAt(at(0, 5)))
    expect(plainText(split.model)).toBe('Hello\n bold and a link\n{{Name}}')
    expect(split.selection).toEqual(caretAt(at(1, 0)))
    expect(plainText(deleteSelection(split.model, range(0, 5, 1, 0)).model)).toBe(plainText(fromNodes(sample)))
  })

  it('pastes several lines as paragraphs', () => {
    const edit = insertLines(fromNodes([]), caretAt(at(0, 0)), 'one\ntwo\r\nthree')
    expect(plainText(edit.model)).toBe('one\ntwo\nthree')
    expect(edit.selection).toEqual(caretAt(at(2, 5)))
  })
})

describe('the editor DOM', () => {
  it('is read back into the model it was rendered from', () => {
    const root = document.createElement('div')
    renderRichText(root, fromNodes(sample))
    expect(toNodes(readRichText(root))).toEqual(sample)
  })

  it('reads what a browser may write: b, i, styled spans, text outside paragraphs', () => {
    const root = document.createElement('div')
    root.innerHTML = '<p><b>B</b><i>I</i><span style="text-decoration: underline">U</span></p>loose <div>div</div>'
    expect(toNodes(readRichText(root))).toEqual([
      { type: 'p', children: [{ text: 'B', bold: true }, { text: 'I', italic: true }, { text: 'U', underline: true }] },
      { type: 'p', children: [{ text: 'loose ' }] },
      { type: 'p', children: [{ text: 'div' }] },
    ])
  })

  it('maps the document selection to model positions and back', () => {
    const root = document.createElement('div')
    document.body.append(root)
    renderRichText(root, fromNodes(sample))
    writeSelection(root, range(0, 7, 1, 3))
    expect(document.getSelection()?.toString()).toBe('old and a link{{N')
    expect(readSelection(root)).toEqual(range(0, 7, 1, 3))
    root.remove()
  })
})
