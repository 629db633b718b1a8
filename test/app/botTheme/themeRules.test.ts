import { describe, expect, it } from 'vitest'
import { resolveTheme, themeSchema } from '../../../src/shared/bot/theme'
import { isCssColor, toPickerHex } from '../../../src/app/botTheme/fields/cssColor'
import { themeTemplates } from '../../../src/app/botTheme/templates/themeTemplates'

describe('theme templates', () => {
  it('offers at least a light, a dark and a minimal template, each a valid theme', () => {
    expect(themeTemplates.map((template) => template.id)).toEqual(expect.arrayContaining(['light', 'dark', 'minimal']))
    for (const template of themeTemplates) expect(themeSchema.safeParse(template.theme).success, template.id).toBe(true)
  })

  it('look the same on a "6" and a "6.1" bot', () => {
    for (const template of themeTemplates) expect(resolveTheme(template.theme, '6.1').chat, template.id).toEqual(resolveTheme(template.theme, '6').chat)
  })
})

describe('colours typed as text', () => {
  it('accepts hex, colour functions and keywords; refuses the rest', () => {
    for (const color of ['#fff', '#0042DA', '#0042DA80', 'rgb(0 66 218)', 'rgba(0,0,0,.5)', 'hsl(220 100% 43%)', 'transparent']) expect(isCssColor(color), color).toBe(true)
    for (const text of ['', '#12', '#12345', 'not a colour', 'rgb(']) expect(isCssColor(text), text).toBe(false)
  })

  it('gives the native picker a #rrggbb it can show', () => {
    expect(toPickerHex('#ABC')).toBe('#aabbcc')
    expect(toPickerHex('#0042DA80')).toBe('#0042da')
    expect(toPickerHex('transparent')).toBeNull()
  })
})
