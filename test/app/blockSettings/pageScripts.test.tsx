import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ChatwootBlock, GoogleAnalyticsBlock, PixelBlock } from '../../../src/shared/bot/blocks'
import { renderBlockSettings } from './support/renderBlockSettings'

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement

describe('the blocks that run on the visitor’s page', () => {
  it('Google Analytics: measurement ID, event and its value', async () => {
    const view = renderBlockSettings<GoogleAnalyticsBlock>({ id: 'g', type: 'Google Analytics' })
    await view.user.type(textbox('Measurement ID'), 'G-1')
    await view.user.type(textbox('Event action'), 'sign_up')
    await view.user.click(screen.getByText('Event details'))
    await view.user.type(textbox('Value'), '12')
    await view.user.tab()
    expect(view.last().options).toEqual({ trackingId: 'G-1', action: 'sign_up', value: 12 })
  })

  it('Meta Pixel: a custom event asks for its name, parameters are key and value pairs', async () => {
    const view = renderBlockSettings<PixelBlock>({ id: 'p', type: 'Pixel', options: { pixelId: '1' } })
    expect(screen.queryByRole('textbox', { name: 'Event name' })).toBeNull()
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'Custom event')
    await view.user.type(textbox('Event name'), 'QuizDone')
    await view.user.click(screen.getByRole('button', { name: 'Add a parameter' }))
    await view.user.type(textbox('Name of parameter 1'), 'score')
    await view.user.type(textbox('Value of parameter 1'), '7')
    expect(view.last().options).toEqual({ pixelId: '1', eventType: 'Custom', name: 'QuizDone', params: [{ id: expect.any(String), key: 'score', value: '7' }] })
  })

  it('Chatwoot: closing the widget needs nothing else', async () => {
    const view = renderBlockSettings<ChatwootBlock>({ id: 'c', type: 'Chatwoot', options: { websiteToken: 't' } })
    expect(textbox('Website token').value).toBe('t')
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Task' }), 'Close widget')
    expect(screen.queryByRole('textbox', { name: 'Website token' })).toBeNull()
    expect(view.last().options).toEqual({ websiteToken: 't', task: 'Close widget' })
  })
})
