import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AbTestBlock, CodeBlock, ConditionBlock, JumpBlock, SetVariableBlock, WaitBlock } from '../../../src/shared/bot/blocks'
import type { Group } from '../../../src/shared/bot/group'
import { renderBlockSettings } from './support/renderBlockSettings'

const variables = [
  { id: 'v1', name: 'Score' },
  { id: 'v2', name: 'Plan' },
  { id: 'v3', name: 'Items' },
]
const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement

describe('set variable', () => {
  it('shows the fields of the chosen value type', async () => {
    const view = renderBlockSettings<SetVariableBlock>({ id: 'b', type: 'Set variable' }, { variables })
    await view.user.click(screen.getByRole('button', { name: /^Variable/ }))
    await view.user.click(screen.getByRole('option', { name: 'Score' }))
    const type = screen.getByRole('combobox', { name: 'Value' })
    // Legacy aliases are not offered.
    expect(within(type).queryByRole('option', { name: 'User ID' })).toBeNull()
    await view.user.selectOptions(type, 'Append value(s) to a list')
    await view.user.type(textbox('Value to append'), 'x')
    await view.user.selectOptions(type, 'Tomorrow')
    await view.user.type(screen.getByRole('combobox', { name: 'Time zone' }), 'Europe/Paris')
    await view.user.selectOptions(type, 'Pop (last item of a list)')
    await view.user.click(screen.getByRole('button', { name: /Save the last item in/ }))
    await view.user.click(screen.getByRole('option', { name: 'Plan' }))
    expect(view.last().options).toEqual({ variableId: 'v1', type: 'Pop', item: 'x', timeZone: 'Europe/Paris', saveItemInVariableId: 'v2' })
    await view.user.selectOptions(type, 'Transcript')
    expect(screen.getByText(/becomes session-only/)).toBeTruthy()
  })

  it('edits a custom value as code: Tab indents, errors can be saved, it can run in the browser', async () => {
    const view = renderBlockSettings<SetVariableBlock>({ id: 'b', type: 'Set variable' }, { variables })
    await view.user.click(screen.getByRole('switch', { name: 'Run as code' }))
    const code = textbox('Code')
    await view.user.click(code)
    await view.user.keyboard('if (x) {{{Enter}{Tab}return 1')
    expect(view.last().options?.expressionToEvaluate).toBe('if (x) {\n  return 1')
    await view.user.click(screen.getByRole('button', { name: /Save the error in/ }))
    await view.user.click(screen.getByRole('option', { name: 'Plan' }))
    await view.user.click(screen.getByRole('switch', { name: 'Run in the visitor’s browser' }))
    expect(view.last().options).toEqual({ isCode: true, expressionToEvaluate: 'if (x) {\n  return 1', saveErrorInVariableId: 'v2', isExecutedOnClient: true })
  })

  it('keeps a legacy type a block already uses', () => {
    renderBlockSettings<SetVariableBlock>({ id: 'b', type: 'Set variable', options: { type: 'User ID' } })
    expect((screen.getByRole('combobox', { name: 'Value' }) as HTMLSelectElement).value).toBe('User ID')
  })
})

describe('the condition builder', () => {
  const block: ConditionBlock = { id: 'b', type: 'Condition', items: [{ id: 'c1', outgoingEdgeId: 'e1', content: { comparisons: [{ id: 'k1' }] } }] }

  it('builds comparisons joined by AND, then by OR', async () => {
    const view = renderBlockSettings(block, { variables })
    await view.user.click(screen.getByRole('button', { name: 'Condition 1, comparison 1: variable' }))
    await view.user.click(screen.getByRole('option', { name: 'Score' }))
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Condition 1, comparison 1: operator' }), 'Greater than')
    await view.user.type(textbox('Condition 1, comparison 1: value'), '10')
    await view.user.click(screen.getByRole('button', { name: 'Add a comparison' }))
    await view.user.click(screen.getByRole('button', { name: 'Condition 1, comparison 2: variable' }))
    await view.user.click(screen.getByRole('option', { name: 'Plan' }))
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Condition 1, comparison 2: operator' }), 'Is set')
    // A unary operator takes no value.
    expect(screen.queryByRole('textbox', { name: 'Condition 1, comparison 2: value' })).toBeNull()
    expect(screen.getByRole('radio', { name: 'All (AND)' }).getAttribute('aria-checked')).toBe('true')
    expect(view.last().items[0].content).toEqual({
      comparisons: [
        { id: 'k1', variableId: 'v1', comparisonOperator: 'Greater than', value: '10' },
        { id: expect.any(String), variableId: 'v2', comparisonOperator: 'Is set' },
      ],
    })
    await view.user.click(screen.getByRole('radio', { name: 'Any (OR)' }))
    expect(view.last().items[0]).toMatchObject({ id: 'c1', outgoingEdgeId: 'e1', content: { logicalOperator: 'OR' } })
  })

  it('adds, reorders and removes whole conditions', async () => {
    const view = renderBlockSettings(block, { variables })
    await view.user.click(screen.getByRole('button', { name: 'Add a condition' }))
    expect(screen.getByText('Else if — condition 2')).toBeTruthy()
    const second = view.last().items[1].id
    await view.user.click(screen.getByRole('button', { name: 'Condition 2 actions' }))
    await view.user.click(screen.getByRole('menuitem', { name: 'Move up' }))
    expect(view.last().items.map((item) => item.id)).toEqual([second, 'c1'])
    await view.user.click(screen.getByRole('button', { name: 'Condition 1 actions' }))
    await view.user.click(screen.getByRole('menuitem', { name: 'Remove' }))
    expect(view.last().items.map((item) => item.id)).toEqual(['c1'])
  })
})

describe('other logic blocks', () => {
  it('code: runs in the browser by default, on the server when told', async () => {
    const view = renderBlockSettings<CodeBlock>({ id: 'b', type: 'Code' })
    expect(screen.getByRole('switch', { name: 'Run in the embedding page' })).toBeTruthy()
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Runs' }), 'On the server')
    expect(screen.queryByRole('switch', { name: 'Run in the embedding page' })).toBeNull()
    await view.user.click(textbox('Code'))
    await view.user.keyboard('{Tab}setVariable("A", 1)')
    expect(view.last().options).toEqual({ isExecutedOnClient: false, content: '  setVariable("A", 1)' })
  })

  it('wait: says when the seconds cannot be read as a number', async () => {
    const view = renderBlockSettings<WaitBlock>({ id: 'b', type: 'Wait' })
    await view.user.type(textbox('Seconds'), 'soon')
    expect(screen.getByText(/Seconds must be a number or a \{\{variable\}\}/)).toBeTruthy()
    await view.user.clear(textbox('Seconds'))
    await view.user.type(textbox('Seconds'), '1.5')
    await view.user.click(screen.getByRole('switch', { name: 'Pause the flow' }))
    expect(view.last().options).toEqual({ secondsToWaitFor: '1.5', shouldPause: true })
  })

  it('A/B test: keeps the percentage between 0 and 100', async () => {
    const view = renderBlockSettings<AbTestBlock>({ id: 'b', type: 'AB test', items: [{ id: 'a', path: 'a' }, { id: 'bb', path: 'b' }] })
    expect(screen.getByText('B: 50%')).toBeTruthy()
    await view.user.type(textbox('Percentage for A'), '150')
    expect(screen.getByText('Percentage for A must be between 0 and 100.')).toBeTruthy()
    await view.user.clear(textbox('Percentage for A'))
    await view.user.type(textbox('Percentage for A'), '30')
    expect(view.last().options).toEqual({ aPercent: 30 })
    expect(screen.getByText('B: 70%')).toBeTruthy()
  })

  it('return: has nothing to set and says what it does', () => {
    renderBlockSettings({ id: 'b', type: 'Return' })
    expect(screen.getByText(/Goes back to where the flow left off/)).toBeTruthy()
  })
})

describe('jump', () => {
  const groups: Group[] = [
    { id: 'g1', title: 'Welcome', graphCoordinates: { x: 0, y: 0 }, blocks: [{ id: 'b', type: 'Jump' }] },
    {
      id: 'g2',
      title: 'Pricing questions',
      graphCoordinates: { x: 0, y: 0 },
      blocks: [
        { id: 't1', type: 'text', content: { richText: [{ type: 'p', children: [{ text: 'Our prices' }] }] } },
        { id: 't2', type: 'choice input', items: [] },
      ],
    },
    { id: 'g3', title: 'Goodbye', graphCoordinates: { x: 0, y: 0 }, blocks: [] },
  ]

  it('finds a group by typing, then optionally a block of it', async () => {
    const view = renderBlockSettings<JumpBlock>({ id: 'b', type: 'Jump' }, { groups })
    await view.user.click(screen.getByRole('button', { name: /^Group/ }))
    expect(screen.getByRole('option', { name: /Welcome/ }).textContent).toContain('this group')
    await view.user.keyboard('pric')
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Pricing questions'])
    await view.user.keyboard('{Enter}')
    await view.user.click(screen.getByRole('button', { name: 'Start at First block' }))
    await view.user.click(screen.getByRole('option', { name: '2. Buttons' }))
    expect(view.last().options).toEqual({ groupId: 'g2', blockId: 't2' })
    // Another group resets the block.
    await view.user.click(screen.getByRole('button', { name: 'Group Pricing questions' }))
    await view.user.click(screen.getByRole('option', { name: 'Goodbye' }))
    expect(view.last().options).toEqual({ groupId: 'g3' })
  })

  it('accepts a {{Variable}} holding a group title', async () => {
    const view = renderBlockSettings<JumpBlock>({ id: 'b', type: 'Jump' }, { groups })
    await view.user.click(screen.getByRole('button', { name: /^Group/ }))
    await view.user.keyboard('{{{{Next}}')
    await view.user.click(screen.getByRole('option', { name: 'Use the group titled {{Next}}' }))
    expect(view.last().options).toEqual({ groupId: '{{Next}}' })
    expect(screen.getByRole('button', { name: 'Group Group titled {{Next}}' })).toBeTruthy()
  })
})
