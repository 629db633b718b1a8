import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { RichTextNode, TextBubbleBlock } from '../../../src/shared/bot/blocks'
import { renderBlockSettings } from './support/renderBlockSettings'
import { caretAtEnd, selectText } from './support/selectText'

const bubble = (richText?: RichTextNode[]): TextBubbleBlock => ({
  id: 'b1',
  type: 'text',
  ...(richText && { content: { richText } }),
})
const variables = [{ id: 'v1', name: 'Name' }]

describe('the text bubble editor', () => {
  it('shows the stored text', () => {
    renderBlockSettings(bubble([{ type: 'p', children: [{ text: 'Hello ' }, { text: 'there', bold: true }] }]))
    const editor = screen.getByRole('textbox', { name: 'Message' })
    expect(editor.textContent).toBe('Hello there')
    expect(within(editor).getByText('there').tagName).toBe('STRONG')
  })

  it('writes typed text as rich-text nodes', async () => {
    const view = renderBlockSettings(bubble())
    const editor = screen.getByRole('textbox', { name: 'Message' })
    await view.user.click(editor)
    caretAtEnd(editor)
    await view.user.keyboard('Hi')
    expect(view.last().content?.richText).toEqual([{ type: 'p', children: [{ text: 'Hi' }] }])
  })

  it('round-trips bold, italic, underline, a link and a variable', async () => {
    const view = renderBlockSettings(bubble([{ type: 'p', children: [{ text: 'Welcome to our shop ' }] }]), { variables })
    const editor = screen.getByRole('textbox', { name: 'Message' })
    await view.user.click(editor)

    selectText(editor, 'Welcome')
    await view.user.keyboard('{Control>}b{/Control}')
    selectText(editor, 'to')
    await view.user.keyboard('{Control>}i{/Control}')
    selectText(editor, 'our')
    await view.user.click(screen.getByRole('button', { name: 'Underline' }))
    expect(screen.getByRole('button', { name: 'Underline' }).getAttribute('aria-pressed')).toBe('true')

    selectText(editor, 'shop')
    await view.user.click(screen.getByRole('button', { name: 'Link' }))
    await view.user.type(screen.getByRole('textbox', { name: 'Link URL' }), 'https://shop.test')
    await view.user.click(screen.getByRole('button', { name: 'Apply' }))

    caretAtEnd(editor)
    await view.user.click(screen.getByRole('button', { name: 'Insert a variable' }))
    await view.user.click(screen.getByRole('option', { name: 'Name' }))

    expect(view.last().content?.richText).toEqual([
      {
        type: 'p',
        children: [
          { text: 'Welcome', bold: true },
          { text: ' ' },
          { text: 'to', italic: true },
          { text: ' ' },
          { text: 'our', underline: true },
          { text: ' ' },
          { type: 'a', url: 'https://shop.test', children: [{ text: 'shop' }] },
          { text: ' {{Name}}' },
        ],
      },
    ])
  })

  it('marks chosen at the caret apply to what is typed next', async () => {
    const view = renderBlockSettings(bubble([{ type: 'p', children: [{ text: 'Plain ' }] }]))
    const editor = screen.getByRole('textbox', { name: 'Message' })
    await view.user.click(editor)
    caretAtEnd(editor)
    await view.user.keyboard('{Control>}b{/Control}')
    await view.user.keyboard('bold')
    expect(view.last().content?.richText).toEqual([{ type: 'p', children: [{ text: 'Plain ' }, { text: 'bold', bold: true }] }])
  })

  it('makes a new paragraph on Enter and a line break on Shift+Enter', async () => {
    const view = renderBlockSettings(bubble([{ type: 'p', children: [{ text: 'One' }] }]))
    const editor = screen.getByRole('textbox', { name: 'Message' })
    await view.user.click(editor)
    caretAtEnd(editor)
    await view.user.keyboard('{Enter}Two{Shift>}{Enter}{/Shift}Three')
    expect(view.last().content?.richText).toEqual([
      { type: 'p', children: [{ text: 'One' }] },
      { type: 'p', children: [{ text: 'Two\nThree' }] },
    ])
  })

  it('removes a link from its text', async () => {
    const view = renderBlockSettings(bubble([{ type: 'p', children: [{ type: 'a', url: 'https://x.test', children: [{ text: 'docs' }] }] }]))
    const editor = screen.getByRole('textbox', { name: 'Message' })
    await view.user.click(editor)
    selectText(editor, 'oc')
    await view.user.keyboard('{Control>}k{/Control}')
    expect((screen.getByRole('textbox', { name: 'Link URL' }) as HTMLInputElement).value).toBe('https://x.test')
    await view.user.click(screen.getByRole('button', { name: 'Remove link' }))
    expect(view.last().content?.richText).toEqual([{ type: 'p', children: [{ text: 'docs' }] }])
  })

  it('cannot be edited read-only', () => {
    renderBlockSettings(bubble([{ type: 'p', children: [{ text: 'Hi' }] }]), { readOnly: true })
    expect(screen.getByRole('textbox', { name: 'Message' }).getAttribute('contenteditable')).toBe('false')
    expect((screen.getByRole('button', { name: 'Bold' }) as HTMLButtonElement).matches(':disabled')).toBe(true)
  })
})
