import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CardsBlock, ChoiceInputBlock, PictureChoiceBlock } from '../../../src/shared/bot/blocks'
import { renderBlockSettings } from './support/renderBlockSettings'

const variables = [
  { id: 'v1', name: 'Plan' },
  { id: 'v2', name: 'Options' },
]
const choices: ChoiceInputBlock = {
  id: 'b',
  type: 'choice input',
  items: [
    { id: 'i1', content: 'Small', outgoingEdgeId: 'e1' },
    { id: 'i2', content: 'Medium' },
    { id: 'i3', content: 'Large' },
  ],
}
const contents = (block: ChoiceInputBlock) => block.items.map((item) => item.content)

describe('the choice item editor', () => {
  it('adds an item and focuses it', async () => {
    const view = renderBlockSettings(choices)
    await view.user.click(screen.getByRole('button', { name: 'Add a choice' }))
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Choice 4' }))
    await view.user.keyboard('XL')
    expect(contents(view.last())).toEqual(['Small', 'Medium', 'Large', 'XL'])
  })

  it('reorders items, keeping each item’s id and edge', async () => {
    const view = renderBlockSettings(choices)
    await view.user.click(screen.getByRole('button', { name: 'Choice 2 actions' }))
    await view.user.click(screen.getByRole('menuitem', { name: 'Move up' }))
    expect(view.last().items.map((item) => item.id)).toEqual(['i2', 'i1', 'i3'])
    await view.user.click(screen.getByRole('button', { name: 'Choice 2 actions' }))
    await view.user.click(screen.getByRole('menuitem', { name: 'Move down' }))
    expect(view.last().items).toEqual([{ id: 'i2', content: 'Medium' }, { id: 'i3', content: 'Large' }, { id: 'i1', content: 'Small', outgoingEdgeId: 'e1' }])
  })

  it('removes an item', async () => {
    const view = renderBlockSettings(choices)
    await view.user.click(screen.getByRole('button', { name: 'Choice 1 actions' }))
    expect(screen.queryByRole('menuitem', { name: 'Move up' })).toBeNull()
    await view.user.click(screen.getByRole('menuitem', { name: 'Remove' }))
    expect(contents(view.last())).toEqual(['Medium', 'Large'])
  })

  it('sets an item’s internal value and display condition', async () => {
    const view = renderBlockSettings(choices, { variables })
    await view.user.click(screen.getByRole('button', { name: 'Choice 3 settings' }))
    await view.user.type(screen.getByRole('textbox', { name: 'Internal value' }), 'L')
    await view.user.click(screen.getByRole('switch', { name: 'Show only when a condition holds' }))
    await view.user.click(screen.getByRole('button', { name: 'Choice 3 display condition, comparison 1: variable' }))
    await view.user.click(screen.getByRole('option', { name: 'Plan' }))
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Choice 3 display condition, comparison 1: operator' }), 'Equal to')
    await view.user.type(screen.getByRole('textbox', { name: 'Choice 3 display condition, comparison 1: value' }), 'pro')
    const item = view.last().items[2]
    expect(item).toEqual({
      id: 'i3',
      content: 'Large',
      value: 'L',
      displayCondition: { isEnabled: true, condition: { comparisons: [{ id: expect.any(String), variableId: 'v1', comparisonOperator: 'Equal to', value: 'pro' }] } },
    })
  })

  it('offers the options of multiple and searchable choices only when they apply', async () => {
    const view = renderBlockSettings(choices, { variables })
    expect(screen.queryByRole('textbox', { name: 'Button label' })).toBeNull()
    await view.user.click(screen.getByRole('switch', { name: 'Several choices' }))
    await view.user.type(screen.getByRole('textbox', { name: 'Button label' }), 'Done')
    await view.user.click(screen.getByRole('switch', { name: 'Searchable' }))
    await view.user.click(screen.getByRole('switch', { name: 'Show buttons before searching' }))
    await view.user.click(screen.getByRole('button', { name: /Choices from a list variable/ }))
    await view.user.click(screen.getByRole('option', { name: 'Options' }))
    expect(view.last().options).toEqual({ isMultipleChoice: true, buttonLabel: 'Done', isSearchable: true, areInitialSearchButtonsVisible: false, dynamicVariableId: 'v2' })
  })
})

describe('picture choice', () => {
  it('edits pictures, or takes them from list variables', async () => {
    const view = renderBlockSettings<PictureChoiceBlock>({ id: 'b', type: 'picture choice input', items: [] }, { variables })
    await view.user.click(screen.getByRole('button', { name: 'Add a picture' }))
    await view.user.type(screen.getByRole('textbox', { name: 'Picture URL' }), 'https://x.test/p.png')
    await view.user.type(screen.getByRole('textbox', { name: 'Title' }), 'Red')
    await view.user.type(screen.getByRole('textbox', { name: 'Description' }), 'A red one')
    expect(view.last().items).toEqual([{ id: expect.any(String), pictureSrc: 'https://x.test/p.png', title: 'Red', description: 'A red one' }])
    await view.user.click(screen.getByRole('switch', { name: 'Pictures from list variables' }))
    await view.user.click(screen.getByRole('button', { name: /Picture URLs/ }))
    await view.user.click(screen.getByRole('option', { name: 'Options' }))
    expect(view.last().options).toEqual({ dynamicItems: { isEnabled: true, pictureSrcsVariableId: 'v2' } })
  })
})

describe('cards', () => {
  const cards: CardsBlock = { id: 'b', type: 'cards', items: [{ id: 'c1', title: 'Basic', paths: [{ id: 'p1', text: 'Choose', outgoingEdgeId: 'e1' }] }] }

  it('adds a card with one button, and buttons to a card', async () => {
    const view = renderBlockSettings(cards)
    await view.user.click(screen.getByRole('button', { name: 'Add a card' }))
    expect(view.last().items[1]).toEqual({ id: expect.any(String), paths: [{ id: expect.any(String) }] })
    const first = screen.getAllByRole('listitem')[0]
    await view.user.click(within(first).getByRole('button', { name: 'Add a button' }))
    await view.user.keyboard('More')
    expect(view.last().items[0].paths).toEqual([{ id: 'p1', text: 'Choose', outgoingEdgeId: 'e1' }, { id: expect.any(String), text: 'More' }])
  })

  it('keeps at least one button on a card', async () => {
    renderBlockSettings(cards)
    expect(screen.queryByRole('button', { name: 'Card 1 button 1 actions' })).toBeNull()
  })

  it('writes the internal value and the card fields to save', async () => {
    const view = renderBlockSettings(cards, { variables })
    await view.user.type(screen.getByRole('textbox', { name: 'Internal value' }), 'basic')
    await view.user.click(screen.getByRole('button', { name: 'Save a card field' }))
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Field 1' }), 'Button')
    await view.user.click(screen.getByRole('button', { name: 'Variable for field 1' }))
    await view.user.click(screen.getByRole('option', { name: 'Plan' }))
    expect(view.last().items[0].options).toEqual({ internalValue: 'basic' })
    expect(view.last().options).toEqual({ saveResponseMapping: [{ field: 'Button', variableId: 'v1' }] })
    await view.user.click(screen.getByRole('button', { name: 'Remove field 1' }))
    expect(view.last().options).toBeUndefined()
  })
})
