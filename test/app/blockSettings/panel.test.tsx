import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { blockTitles } from '../../../src/app/editor/blockSettings/blockTitles'
import { knownBlockTypes } from '../../../src/shared/bot/blocks'
import { renderBlockSettings } from './support/renderBlockSettings'
import { sampleBlocks } from './support/sampleBlocks'

const groups = [{ id: 'g1', title: 'Start', graphCoordinates: { x: 0, y: 0 }, blocks: [] }]
const controls = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('input, select, textarea, button')]

describe('the settings panel', () => {
  it.each(knownBlockTypes)('has a form for %s blocks', (type) => {
    renderBlockSettings(sampleBlocks[type], { groups })
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(blockTitles[type])
    expect(screen.queryByText(/Unsupported block/)).toBeNull()
  })

  it.each(knownBlockTypes)('disables every control of %s blocks for a guest', (type) => {
    const view = renderBlockSettings(sampleBlocks[type], { groups, readOnly: true })
    const form = view.container.querySelector('fieldset')!
    const enabled = controls(form).filter((control) => !control.matches(':disabled'))
    expect(enabled.map((control) => control.outerHTML)).toEqual([])
    expect(form.querySelector('[contenteditable="true"]')).toBeNull()
    expect(screen.queryByText('You can see these settings but not change them.')).toBeTruthy()
  })

  it('shows a block of a type we do not support, read-only, with all its data', () => {
    const block = { id: 'u1', type: 'Zemantic AI', options: { projectId: 'abc', action: 'Search documents' }, outgoingEdgeId: 'e1' }
    const view = renderBlockSettings(block)
    expect(screen.getByRole('heading', { name: 'Unsupported block: Zemantic AI' })).toBeTruthy()
    expect(JSON.parse(screen.getByLabelText('Block data').textContent!)).toEqual(block)
    expect(controls(view.container)).toEqual([])
  })
})
