import { describe, expect, it } from 'vitest'
import { templateRichText } from '../../../src/server/engine/rules'
import type { RichTextNode } from '../../../src/shared/bot/blocks'
import { ruleContext } from './support/fakeSandbox'

const paragraph = (...children: RichTextNode[]): RichTextNode => ({ type: 'p', children })

describe('templateRichText', () => {
  it('resolves variables inside leaves and keeps other leaves untouched', async () => {
    const ctx = ruleContext({ Name: 'Ada' })
    const untouched = { text: 'Welcome', bold: true, id: 'kept' }
    const nodes = [paragraph(untouched, { text: ', {{Name}}!' })]
    expect(await templateRichText(nodes, ctx)).toEqual([paragraph(untouched, { text: ', Ada!' })])
  })

  it('reads a value as Markdown: bold, italic and links', async () => {
    const ctx = ruleContext({ Bio: 'I am **bold**, _italic_ and [here](https://x.dev/a_b)' })
    expect(await templateRichText([paragraph({ text: '{{Bio}}' })], ctx)).toEqual([
      paragraph(
        { text: 'I am ' },
        { text: 'bold', bold: true },
        { text: ', ' },
        { text: 'italic', italic: true },
        { text: ' and ' },
        { type: 'a', url: 'https://x.dev/a_b', children: [{ text: 'here' }] },
      ),
    ])
  })

  it('reads __bold__, *italic* and ***both***', async () => {
    const ctx = ruleContext({ V: '__b__ *i* ***bi***' })
    expect(await templateRichText([paragraph({ text: '{{V}}' })], ctx)).toEqual([
      paragraph(
        { text: 'b', bold: true },
        { text: ' ' },
        { text: 'i', italic: true },
        { text: ' ' },
        { text: 'bi', italic: true, bold: true },
      ),
    ])
  })

  it('nests emphasis the way CommonMark does', async () => {
    const ctx = ruleContext({ A: '*a **b** c*', B: '*a **b***', C: '**a***b*c' })
    expect(await templateRichText([paragraph({ text: '{{A}}|{{B}}|{{C}}' })], ctx)).toEqual([
      paragraph(
        { text: 'a ', italic: true },
        { text: 'b', italic: true, bold: true },
        { text: ' c', italic: true },
        { text: '|' },
        { text: 'a ', italic: true },
        { text: 'b', italic: true, bold: true },
        { text: '|' },
        { text: 'a', bold: true },
        { text: 'b', italic: true },
        { text: 'c' },
      ),
    ])
  })

  it('gives value nodes the marks of the surrounding leaf', async () => {
    const ctx = ruleContext({ V: 'a **b** [c](u)' })
    expect(await templateRichText([paragraph({ text: '{{V}}', italic: true, underline: true })], ctx)).toEqual([
      paragraph(
        { text: 'a ', italic: true, underline: true },
        { text: 'b', italic: true, underline: true, bold: true },
        { text: ' ', italic: true, underline: true },
        { type: 'a', url: 'u', children: [{ text: 'c', italic: true, underline: true }] },
      ),
    ])
  })

  it('keeps snake_case words and lone stars literal', async () => {
    const ctx = ruleContext({ V: 'my_var_name costs 2 * 3 \\*not\\*' })
    expect(await templateRichText([paragraph({ text: '{{V}}' })], ctx)).toEqual([
      paragraph({ text: 'my_var_name costs 2 * 3 *not*' }),
    ])
  })

  it('keeps single line breaks inside the text', async () => {
    const ctx = ruleContext({ Address: '1 Main St\nSpringfield' })
    expect(await templateRichText([paragraph({ text: 'At: {{Address}}' })], ctx)).toEqual([
      paragraph({ text: 'At: 1 Main St\nSpringfield' }),
    ])
  })

  it('splits the enclosing paragraph where a value has several paragraphs', async () => {
    const ctx = ruleContext({ Story: 'First **part**\n\nSecond part' })
    const nodes = [paragraph({ text: 'Before ', bold: true }, { text: '{{Story}} after' })]
    expect(await templateRichText(nodes, ctx)).toEqual([
      paragraph({ text: 'Before ', bold: true }, { text: 'First ' }, { text: 'part', bold: true }),
      paragraph({ text: 'Second part after' }),
    ])
  })

  it('shows a list as its JSON text without reading it as Markdown', async () => {
    const ctx = ruleContext({ Tags: ['a_b_', '*c*'] })
    expect(await templateRichText([paragraph({ text: 'Tags: {{Tags}}' })], ctx)).toEqual([
      paragraph({ text: 'Tags: ["a_b_","*c*"]' }),
    ])
  })

  it('leaves an empty leaf when the only variable is unset', async () => {
    const ctx = ruleContext({ Unset: null })
    expect(await templateRichText([paragraph({ text: '{{Unset}}', bold: true })], ctx)).toEqual([paragraph({ text: '' })])
  })

  it('templates the url of links and the text inside them', async () => {
    const ctx = ruleContext({ Id: '42', Label: 'see [inner](x) **now**' })
    const nodes = [paragraph({ type: 'a', url: 'https://x.dev/u/{{Id}}', children: [{ text: '{{Label}}' }] })]
    expect(await templateRichText(nodes, ctx)).toEqual([
      paragraph({
        type: 'a',
        url: 'https://x.dev/u/42',
        children: [{ text: 'see inner ' }, { text: 'now', bold: true }],
      }),
    ])
  })

  it('evaluates expressions and reads ${{{Name}}} as a dollar and the value', async () => {
    const ctx = ruleContext({ Price: '5' }, { 'return ( __v0 * 2 )': (args) => (args.__v0 as number) * 2 })
    expect(await templateRichText([paragraph({ text: '${{{Price}}} x2 = {{= {{Price}} * 2 =}}' })], ctx)).toEqual([
      paragraph({ text: '$5 x2 = 10' }),
    ])
  })
})
