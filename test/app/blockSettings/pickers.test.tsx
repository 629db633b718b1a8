import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { RedirectBlock, TextInputBlock } from '../../../src/shared/bot/blocks'
import { renderBlockSettings } from './support/renderBlockSettings'

const variables = [
  { id: 'v1', name: 'First name' },
  { id: 'v2', name: 'Email' },
  { id: 'v3', name: 'Last name' },
]

describe('the variable picker', () => {
  it('lists the bot’s variables and filters them as one types', async () => {
    const view = renderBlockSettings<TextInputBlock>({ id: 'b', type: 'text input' }, { variables })
    await view.user.click(screen.getByRole('button', { name: /Save the answer in/ }))
    const listed = () => within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)
    expect(listed()).toEqual(['First name', 'Email', 'Last name'])
    await view.user.keyboard('name')
    expect(listed()).toEqual(['First name', 'Last name', 'Create variable “name”'])
    await view.user.keyboard('{ArrowDown}{Enter}')
    expect(view.last().options).toEqual({ variableId: 'v3' })
    // The picker closed and shows the choice.
    expect(screen.getByRole('button', { name: 'Save the answer in Last name' })).toBeTruthy()
  })

  it('creates a variable from the typed name and selects it', async () => {
    const view = renderBlockSettings<TextInputBlock>({ id: 'b', type: 'text input' }, { variables })
    await view.user.click(screen.getByRole('button', { name: /Save the answer in/ }))
    await view.user.keyboard('Company')
    await view.user.click(screen.getByRole('option', { name: 'Create variable “Company”' }))
    expect(view.variables().map((variable) => variable.name)).toContain('Company')
    expect(view.last().options).toEqual({ variableId: 'created1' })
    expect(screen.getByRole('button', { name: 'Save the answer in Company' })).toBeTruthy()
  })

  it('clears the choice with None', async () => {
    const view = renderBlockSettings<TextInputBlock>({ id: 'b', type: 'text input', options: { variableId: 'v2', isLong: true } }, { variables })
    await view.user.click(screen.getByRole('button', { name: 'Save the answer in Email' }))
    await view.user.click(screen.getByRole('option', { name: 'None' }))
    expect(view.last().options).toEqual({ isLong: true })
  })

  it('closes on Escape and gives the focus back to its button', async () => {
    const view = renderBlockSettings<TextInputBlock>({ id: 'b', type: 'text input' }, { variables })
    const button = screen.getByRole('button', { name: /Save the answer in/ })
    await view.user.click(button)
    await view.user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(document.activeElement).toBe(button)
  })
})

describe('inserting a variable in a text field', () => {
  it('writes {{Name}} at the caret', async () => {
    const view = renderBlockSettings<RedirectBlock>({ id: 'b', type: 'Redirect', options: { url: 'https://x.test/?mail=' } }, { variables })
    const input = screen.getByRole('textbox', { name: 'URL' }) as HTMLInputElement
    await view.user.click(input)
    input.setSelectionRange(input.value.length, input.value.length)
    await view.user.click(screen.getByRole('button', { name: 'Insert a variable' }))
    await view.user.click(screen.getByRole('option', { name: 'Email' }))
    expect(view.last().options?.url).toBe('https://x.test/?mail={{Email}}')
    expect(document.activeElement).toBe(input)
  })

  it('can create the variable it inserts', async () => {
    const view = renderBlockSettings<RedirectBlock>({ id: 'b', type: 'Redirect' }, { variables })
    await view.user.click(screen.getByRole('button', { name: 'Insert a variable' }))
    await view.user.keyboard('Target{Enter}')
    expect(view.last().options?.url).toBe('{{Target}}')
    expect(view.variables().some((variable) => variable.name === 'Target')).toBe(true)
  })
})
