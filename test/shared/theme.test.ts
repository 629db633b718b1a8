import { describe, expect, it } from 'vitest'
import { defaultTheme, resolveTheme, themeSchema } from '../../src/shared/bot/theme'

describe('theme schema', () => {
  it('accepts an empty theme, which means every default', () => {
    expect(themeSchema.parse({})).toStrictEqual({})
  })

  it('accepts opacity at both ends of 0..1 and refuses values outside', () => {
    for (const opacity of [0, 0.5, 1])
      expect(themeSchema.safeParse({ chat: { hostBubbles: { opacity } } }).success).toBe(true)
    for (const opacity of [-0.1, 1.01]) {
      const result = themeSchema.safeParse({ chat: { hostBubbles: { opacity } } })
      expect(result.success).toBe(false)
      expect(result.error!.issues[0].path).toEqual(['chat', 'hostBubbles', 'opacity'])
    }
    expect(themeSchema.safeParse({ chat: { inputs: { border: { opacity: 2 } } } }).success).toBe(false)
  })

  it('accepts the three font forms and refuses another font type', () => {
    for (const font of ['Lato', { type: 'Hosted', family: 'Lato' }, { type: 'Custom', family: 'X', css: '@font-face{}' }])
      expect(themeSchema.parse({ general: { font } })).toStrictEqual({ general: { font } })
    expect(themeSchema.safeParse({ general: { font: { type: 'Google', family: 'Lato' } } }).success).toBe(false)
  })

  it('refuses values outside the documented enums', () => {
    expect(themeSchema.safeParse({ general: { background: { type: 'Gradient' } } }).success).toBe(false)
    expect(themeSchema.safeParse({ chat: { buttons: { shadow: '3xl' } } }).success).toBe(false)
    expect(themeSchema.safeParse({ chat: { buttons: { border: { roundeness: 'round' } } } }).success).toBe(false)
    expect(themeSchema.safeParse({ chat: { buttonsInput: { layout: 'grid' } } }).success).toBe(false)
  })
})

describe('resolveTheme', () => {
  it('gives the "6" defaults for an empty theme of a version 6 bot', () => {
    const theme = resolveTheme({}, '6')
    expect(theme.general.background).toEqual({ type: 'Color', content: '#FFFFFF' })
    expect(theme.chat.hostBubbles.backgroundColor).toBe('#F7F8FF')
    expect(theme.chat.buttons.backgroundColor).toBe('#0042DA')
    expect(theme.chat.guestBubbles.border.thickness).toBe(0)
    expect(theme.chat.inputs.shadow).toBe('md')
    expect(theme.chat.inputs.border.color).toBeUndefined()
    expect(theme.general.progressBar.color).toBe('#e0edff')
  })

  it('gives the "6.1" defaults for an empty theme of a version 6.1 bot', () => {
    const theme = resolveTheme({}, '6.1')
    expect(theme.general.background).toEqual({ type: 'Color', content: '#F8F8F8' })
    expect(theme.chat.hostBubbles.backgroundColor).toBe('#ffffff')
    expect(theme.chat.buttons.backgroundColor).toBe('#C7451C')
    expect(theme.chat.guestBubbles.border).toEqual({ thickness: 1, color: '#ffb8a0', roundeness: 'medium', opacity: 1 })
    expect(theme.chat.inputs.shadow).toBe('none')
    expect(theme.chat.inputs.border.color).toBe('#cecece')
    expect(theme.general.progressBar.backgroundColor).toBe('#8d8d8d')
  })

  it('equals defaultTheme, with focused mode and the back button off, for an absent or empty theme', () => {
    const withLayout = (version: '6' | '6.1') => {
      const defaults = defaultTheme(version)
      return { ...defaults, chat: { ...defaults.chat, focusedMode: { isEnabled: false }, backButton: { isEnabled: false, label: 'Back' } } }
    }
    expect(resolveTheme(undefined, '6.1')).toStrictEqual(withLayout('6.1'))
    expect(resolveTheme({}, '6')).toStrictEqual(withLayout('6'))
  })

  it('turns the back button on with focused mode unless the owner set it (issue 14)', () => {
    expect(resolveTheme({ chat: { focusedMode: { isEnabled: true } } }, '6').chat.backButton).toEqual({ isEnabled: true, label: 'Back' })
    expect(resolveTheme({ chat: { focusedMode: { isEnabled: true }, backButton: { isEnabled: false } } }, '6').chat.backButton.isEnabled).toBe(false)
    expect(resolveTheme({ chat: { backButton: { isEnabled: true, label: 'Previous' } } }, '6').chat).toMatchObject({ focusedMode: { isEnabled: false }, backButton: { isEnabled: true, label: 'Previous' } })
  })

  it('keeps stored values over the defaults, field by field', () => {
    const theme = resolveTheme({ chat: { hostBubbles: { color: '#000000', border: { thickness: 3 } } } }, '6.1')
    expect(theme.chat.hostBubbles).toMatchObject({ color: '#000000', backgroundColor: '#ffffff' })
    expect(theme.chat.hostBubbles.border).toEqual({ thickness: 3, color: '#dfdfdf', roundeness: 'medium', opacity: 1 })
  })

  it('reads the deprecated chat.roundness only where border.roundeness is absent', () => {
    const theme = resolveTheme({ chat: { roundness: 'large', buttons: { border: { roundeness: 'none' } } } }, '6')
    expect(theme.chat.hostBubbles.border.roundeness).toBe('large')
    expect(theme.chat.container.border.roundeness).toBe('large')
    expect(theme.chat.buttons.border.roundeness).toBe('none')
    expect(theme.chat).not.toHaveProperty('roundness')
  })

  it('reads a bare font string as a hosted family', () => {
    expect(resolveTheme({ general: { font: 'Lato' } }, '6').general.font).toEqual({ type: 'Hosted', family: 'Lato' })
    expect(resolveTheme({ general: { font: { type: 'Hosted' } } }, '6').general.font).toEqual({
      type: 'Hosted',
      family: 'Open Sans',
    })
  })

  it('does not give an image background the default colour as its URL', () => {
    expect(resolveTheme({ general: { background: { type: 'Image' } } }, '6').general.background).toEqual({
      type: 'Image',
      content: '',
    })
  })

  it('produces a theme the schema accepts, so it can be stored', () => {
    expect(themeSchema.safeParse(resolveTheme({ chat: { roundness: 'none' } }, '6')).success).toBe(true)
  })

  it('returns a fresh default object on every call', () => {
    const first = defaultTheme('6')
    first.chat.buttons.color = '#123456'
    expect(defaultTheme('6').chat.buttons.color).toBe('#ffffff')
  })
})
