import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CardsBlock, ChoiceInputBlock, WebhookBlock } from '../../../../src/shared/bot/blocks'
import { renderBlockSettings } from '../../blockSettings/support/renderBlockSettings'

// Typebot's list keys, through the settings forms that use the shared list editors.

const choices: ChoiceInputBlock = { id: 'b', type: 'choice input', items: [{ id: 'i1', content: 'Yes' }] }

describe('Enter and Backspace in list editors', () => {
  it('Enter in a choice adds the next one and moves there; Backspace in it, empty, removes it', async () => {
    const view = renderBlockSettings(choices)
    await view.user.click(screen.getByRole('textbox', { name: 'Choice 1' }))
    await view.user.keyboard('{End} please{Enter}No thanks')
    expect(view.last().items.map((item) => item.content)).toEqual(['Yes please', 'No thanks'])
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Choice 2' }))
    // Enter in the middle of the list inserts right after the choice.
    await view.user.click(screen.getByRole('textbox', { name: 'Choice 1' }))
    await view.user.keyboard('{Enter}')
    expect(view.last().items.map((item) => item.content)).toEqual(['Yes please', undefined, 'No thanks'])
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Choice 2' }))
    await view.user.keyboard('{Backspace}')
    expect(view.last().items.map((item) => item.content)).toEqual(['Yes please', 'No thanks'])
    const previous = screen.getByRole('textbox', { name: 'Choice 1' }) as HTMLInputElement
    expect(document.activeElement).toBe(previous)
    expect(previous.selectionStart).toBe('Yes please'.length)
    // A choice with text only loses characters.
    await view.user.keyboard('{Backspace}')
    expect(view.last().items.map((item) => item.content)).toEqual(['Yes pleas', 'No thanks'])
  })

  it('a card’s buttons get the same keys, without touching the card around them', async () => {
    const cards: CardsBlock = { id: 'k', type: 'cards', items: [{ id: 'c1', title: 'Plan', paths: [{ id: 'p1', text: 'Buy' }] }] }
    const view = renderBlockSettings(cards)
    await view.user.click(screen.getByRole('textbox', { name: 'Card 1 button 1' }))
    await view.user.keyboard('{End}{Enter}Later')
    expect(view.last().items).toHaveLength(1)
    expect(view.last().items[0].paths?.map((path) => path.text)).toEqual(['Buy', 'Later'])
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Card 1 button 2' }))
    await view.user.keyboard('{Control>}a{/Control}{Backspace}{Backspace}')
    expect(view.last().items[0].paths?.map((path) => path.text)).toEqual(['Buy'])
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Card 1 button 1' }))
  })

  it('Enter in a header’s value adds the next header; Backspace in the empty row removes it', async () => {
    const webhook = { id: 'w', type: 'Webhook', options: { webhook: { headers: [{ id: 'h1', key: 'Accept', value: 'text/plain' }] } } } as WebhookBlock
    const view = renderBlockSettings(webhook)
    await view.user.click(screen.getByRole('textbox', { name: 'Value of header 1' }))
    await view.user.keyboard('{Enter}')
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name of header 2' }))
    await view.user.keyboard('X-Id{Tab}7')
    const headers = () => (view.last() as WebhookBlock).options?.webhook?.headers
    expect(headers()?.map((h) => [h.key, h.value])).toEqual([['Accept', 'text/plain'], ['X-Id', '7']])
    await view.user.click(screen.getByRole('textbox', { name: 'Value of header 1' }))
    await view.user.keyboard('{Enter}{Backspace}')
    expect(headers()).toHaveLength(2)
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name of header 1' }))
  })
})
