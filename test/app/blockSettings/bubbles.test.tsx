import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AudioBubbleBlock, EmbedBubbleBlock, ImageBubbleBlock, VideoBubbleBlock } from '../../../src/shared/bot/blocks'
import { renderBlockSettings } from './support/renderBlockSettings'

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement

describe('media bubbles', () => {
  it('an image bubble reads and writes its address, link and alternative text', async () => {
    const view = renderBlockSettings<ImageBubbleBlock>({ id: 'b', type: 'image', content: { url: 'https://x.test/a.png' } })
    expect(field('Image URL').value).toBe('https://x.test/a.png')
    // The default alternative text is a placeholder, not a value.
    expect(field('Alternative text').placeholder).toBe('Image')
    expect(field('Alternative text').value).toBe('')
    await view.user.type(field('Link'), 'https://shop.test')
    await view.user.type(field('Alternative text'), 'Our shop')
    expect(view.last().content).toEqual({ url: 'https://x.test/a.png', clickLink: { url: 'https://shop.test', alt: 'Our shop' } })
    await view.user.clear(field('Image URL'))
    expect(view.last().content).toEqual({ clickLink: { url: 'https://shop.test', alt: 'Our shop' } })
  })

  it('a video bubble validates its height and forgets the old player when the address changes', async () => {
    const view = renderBlockSettings<VideoBubbleBlock>({ id: 'b', type: 'video', content: { url: 'https://youtu.be/abc', type: 'youtube', id: 'abc' } })
    await view.user.type(field('Height (px)'), 'tall')
    expect(screen.getByText('Height (px) must be a number or one {{variable}}.')).toBeTruthy()
    expect(view.sent).toEqual([])
    await view.user.clear(field('Height (px)'))
    await view.user.type(field('Height (px)'), '320,5')
    expect(view.last().content?.height).toBe(320.5)
    await view.user.clear(field('Height (px)'))
    await view.user.type(field('Height (px)'), '{{{{H}}')
    expect(view.last().content?.height).toBe('{{H}}')
    await view.user.type(field('Video URL'), 'x')
    expect(view.last().content).toEqual({ url: 'https://youtu.be/abcx', height: '{{H}}' })
    await view.user.click(screen.getByRole('switch', { name: 'Show the controls' }))
    expect(view.last().content?.areControlsDisplayed).toBe(false)
  })

  it('an audio bubble switches autoplay off', async () => {
    const view = renderBlockSettings<AudioBubbleBlock>({ id: 'b', type: 'audio' })
    expect(screen.getByRole('switch', { name: 'Play automatically' }).getAttribute('aria-checked')).toBe('true')
    await view.user.click(screen.getByRole('switch', { name: 'Play automatically' }))
    expect(view.last().content).toEqual({ isAutoplayEnabled: false })
  })

  it('an embed bubble waits for a named event and saves its data', async () => {
    const view = renderBlockSettings<EmbedBubbleBlock>({ id: 'b', type: 'embed', content: { url: 'https://form.test' } }, { variables: [{ id: 'v1', name: 'Payload' }] })
    expect(screen.queryByRole('textbox', { name: 'Event name' })).toBeNull()
    await view.user.click(screen.getByRole('switch', { name: 'Wait for the page to send an event' }))
    await view.user.type(field('Event name'), 'done')
    await view.user.click(screen.getByRole('button', { name: /Save the event data in/ }))
    await view.user.click(screen.getByRole('option', { name: 'Payload' }))
    expect(view.last().content).toEqual({ url: 'https://form.test', waitForEvent: { isEnabled: true, name: 'done', saveDataInVariableId: 'v1' } })
  })
})
