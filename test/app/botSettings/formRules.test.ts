import { describe, expect, it } from 'vitest'
import { fieldLabel, issuesFromSchema } from '../../../src/app/botSettings/autosave/fieldIssues'
import { getIn, setIn } from '../../../src/app/botSettings/form/objectPath'
import { parseNumber } from '../../../src/app/botSettings/form/parseNumber'
import { originProblem } from '../../../src/app/botSettings/sections/originProblem'

describe('reading and writing a field by path', () => {
  it('writes a field without changing the original, creating objects on the way', () => {
    const source = { chat: { hostBubbles: { color: '#111' } } }
    const next = setIn(source, 'chat.hostBubbles.backgroundColor', '#fff')
    expect(next).toEqual({ chat: { hostBubbles: { color: '#111', backgroundColor: '#fff' } } })
    expect(source).toEqual({ chat: { hostBubbles: { color: '#111' } } })
    expect(setIn({}, 'general.progressBar.isEnabled', true)).toEqual({ general: { progressBar: { isEnabled: true } } })
  })

  it('removes a field set to undefined, and the objects it leaves empty', () => {
    expect(setIn({ chat: { inputs: { color: '#000' } }, customCss: 'x' }, 'chat.inputs.color', undefined)).toEqual({ customCss: 'x' })
    expect(setIn({ a: { b: 1, c: 2 } }, 'a.b', undefined)).toEqual({ a: { c: 2 } })
  })

  it('reads absent paths as undefined, through arrays too', () => {
    expect(getIn({ a: { b: [10, 20] } }, 'a.b.1')).toBe(20)
    expect(getIn({ a: 'text' }, 'a.b.c')).toBeUndefined()
    expect(getIn(undefined, 'a')).toBeUndefined()
  })
})

describe('numbers typed in a field', () => {
  it('reads numbers with either decimal separator, and empty as absent', () => {
    expect(parseNumber('Speed', '400')).toEqual({ value: 400 })
    expect(parseNumber('Delay', '0,5')).toEqual({ value: 0.5 })
    expect(parseNumber('Delay', '  ')).toEqual({ value: undefined })
  })

  it('refuses what is not a number or out of bounds, naming the field', () => {
    expect(parseNumber('Speed', '4OO')).toEqual({ error: 'Speed must be a number' })
    expect(parseNumber('Delay between bubbles', '7', { min: 0, max: 5 })).toEqual({ error: 'Delay between bubbles must be between 0 and 5' })
    expect(parseNumber('Typing speed', '0', { min: 1 })).toEqual({ error: 'Typing speed must be at least 1' })
    expect(parseNumber('Thickness', '1.5', { integer: true })).toEqual({ error: 'Thickness must be a whole number' })
  })
})

describe('allowed origins', () => {
  it('accepts an origin exactly as a browser sends it', () => {
    expect(originProblem('https://example.com', [])).toBeNull()
    expect(originProblem('http://localhost:3000', [])).toBeNull()
  })

  it('refuses anything else with the field named and a suggestion when there is one', () => {
    expect(originProblem('example.com', [])).toBe(
      'Websites that may show the chat: "example.com" is not a full website address: start with https:// (or http://), such as "https://example.com"',
    )
    expect(originProblem('https://example.com/', [])).toBe('Websites that may show the chat: "https://example.com/" has more than the website’s address; did you mean "https://example.com"?')
    expect(originProblem('ftp://example.com', [])).toMatch(/is not a full website address/)
    expect(originProblem('https://example.com', ['https://example.com'])).toBe('Websites that may show the chat: "https://example.com" is already in the list')
  })
})

describe('naming a field of a refusal', () => {
  it("spells schema issues as the API does and says them for a person", () => {
    const [issue] = issuesFromSchema([{ path: ['security', 'allowedOrigins', 0], message: 'bad' }], 'bot.settings')
    expect(issue).toEqual({ path: 'bot.settings.security.allowedOrigins.0', message: 'bad' })
    expect(fieldLabel(issue.path)).toBe('settings › security › allowed origins › #1')
  })
})
