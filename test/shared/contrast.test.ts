import { describe, expect, it } from 'vitest'
import { contrastRatio, composite, parseColor, readableTextColor } from '../../src/shared/bot/theme/contrast'
import { themeContrastChecks } from '../../src/shared/bot/theme/contrastPairs'
import { resolveTheme } from '../../src/shared/bot/theme'
import { themeTemplates } from '../../src/app/botTheme/templates/themeTemplates'

const rgb = (css: string) => parseColor(css)!
const ratio = (a: string, b: string) => contrastRatio(rgb(a), rgb(b))

describe('parseColor', () => {
  it('reads hex of every length, rgb() in both syntaxes and three keywords', () => {
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 })
    expect(parseColor('#FF592480')).toEqual({ r: 255, g: 89, b: 36, a: 128 / 255 })
    expect(parseColor('rgb(0, 66, 218)')).toEqual({ r: 0, g: 66, b: 218, a: 1 })
    expect(parseColor('rgba(0,0,0,.5)')).toEqual({ r: 0, g: 0, b: 0, a: 0.5 })
    expect(parseColor('rgb(0 66 218 / 50%)')).toEqual({ r: 0, g: 66, b: 218, a: 0.5 })
    expect(parseColor('transparent')).toEqual({ r: 0, g: 0, b: 0, a: 0 })
  })

  it('gives null for what it cannot read, so no warning is made up', () => {
    for (const css of ['hsl(220 100% 43%)', 'rebeccapurple', '#12', 'rgb(1, 2)', '', undefined]) expect(parseColor(css), String(css)).toBeNull()
  })
})

describe('contrastRatio', () => {
  it('matches the WCAG definition at its known points', () => {
    expect(ratio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(ratio('#777777', '#777777')).toBe(1)
    // The figures WebAIM's checker gives for these pairs.
    expect(ratio('#ffffff', '#FF5924')).toBeCloseTo(3.13, 2)
    expect(ratio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(ratio('#ffffff', '#0042DA')).toBeCloseTo(ratio('#0042DA', '#ffffff'), 10)
  })

  it('reads a translucent colour as painted over what is below', () => {
    expect(composite(rgb('#00000080'), rgb('#ffffff'))).toMatchObject({ r: expect.closeTo(127, 0), a: 1 })
  })
})

describe('readableTextColor', () => {
  it('keeps a text colour that already passes', () => {
    expect(readableTextColor(rgb('#202020'), rgb('#ffffff'))).toBe('#202020')
  })

  it('moves a failing text colour the shorter way until it reaches 4.5:1, and no further than needed', () => {
    for (const [text, background] of [['#ffffff', '#FF5924'], ['#FF5924', '#ffffff'], ['#777777', '#808080'], ['#ffffff', '#FFFF00']]) {
      const fixed = readableTextColor(rgb(text), rgb(background))
      expect(ratio(fixed, background), `${text} on ${background} → ${fixed}`).toBeGreaterThanOrEqual(4.5)
      expect(ratio(fixed, background), `${text} on ${background} → ${fixed}`).toBeLessThan(4.7)
    }
    // Orange text on white stays orange, only darker.
    const darker = rgb(readableTextColor(rgb('#FF5924'), rgb('#ffffff')))
    expect(darker.r).toBeGreaterThan(darker.g * 2)
  })
})

describe('themeContrastChecks', () => {
  it('finds the 3.1:1 of white on #FF5924 visitor bubbles, with a fix that passes', () => {
    const theme = resolveTheme({ chat: { guestBubbles: { backgroundColor: '#FF5924', color: '#FFFFFF' } } }, '6.1')
    const guest = themeContrastChecks(theme).find((check) => check.part === 'guestBubbles')!
    expect(guest.ratio).toBeCloseTo(3.13, 2)
    expect(guest.passes).toBe(false)
    expect(ratio(guest.readableText, '#FF5924')).toBeGreaterThanOrEqual(4.5)
    // Or keep the white text on a darker orange.
    const background = rgb(guest.readableBackground!)
    expect(ratio('#FFFFFF', guest.readableBackground!)).toBeGreaterThanOrEqual(4.5)
    expect(background.r).toBeGreaterThan(background.g * 2)
  })

  it('offers a background only where the part paints its own opaque one', () => {
    const theme = resolveTheme(
      { general: { background: { type: 'Color', content: '#FFFFFF' } }, chat: { container: { color: '#BBBBBB' }, hostBubbles: { backgroundColor: '#FFFFFF', color: '#BBBBBB', opacity: 0.8 } } },
      '6',
    )
    const checks = themeContrastChecks(theme)
    for (const part of ['container', 'hostBubbles']) {
      const found = checks.find((c) => c.part === part)!
      expect(found.passes, part).toBe(false)
      expect(found, part).not.toHaveProperty('readableBackground')
    }
    expect(checks.find((c) => c.part === 'inputs')).toHaveProperty('readableBackground')
  })

  it('checks the chat text on the page under a translucent container, and skips what an image hides', () => {
    const onColor = resolveTheme({ general: { background: { type: 'Color', content: '#000000' } }, chat: { container: { color: '#333333' } } }, '6')
    expect(themeContrastChecks(onColor).find((c) => c.part === 'container')).toMatchObject({ passes: false })
    const onImage = resolveTheme({ general: { background: { type: 'Image', content: 'https://example.com/a.png' } }, chat: { hostBubbles: { opacity: 0.5 } } }, '6')
    expect(themeContrastChecks(onImage).map((c) => c.part)).toEqual(['guestBubbles', 'buttons', 'inputs'])
  })

  it('passes AA on every pair for the defaults of both versions and for every template', () => {
    const themes = [
      ['default 6', resolveTheme(undefined, '6')],
      ['default 6.1', resolveTheme(undefined, '6.1')],
      ...themeTemplates.flatMap((template) => (['6', '6.1'] as const).map((version) => [`${template.id} on ${version}`, resolveTheme(template.theme, version)] as const)),
    ] as const
    for (const [name, theme] of themes) {
      const checks = themeContrastChecks(theme)
      expect(checks, name).toHaveLength(5)
      expect(checks.filter((check) => !check.passes).map((check) => `${name} ${check.part} ${check.ratio.toFixed(2)}`)).toEqual([])
    }
  })
})
