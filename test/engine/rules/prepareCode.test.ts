import { describe, expect, it } from 'vitest'
import { prepareCode } from '../../../src/server/engine/rules'
import { variablesOf } from './support/fakeSandbox'

describe('prepareCode', () => {
  it('turns each variable into one identifier, the same wherever it appears', () => {
    const variables = variablesOf({ A: '1', 'First name': 'Ada' })
    const { body, args } = prepareCode('return {{First name}} + {{A}} + {{First name}}', variables)
    expect(body).toBe('return __v1 + __v0 + __v1')
    expect(args).toEqual({ __v0: 1, __v1: 'Ada' })
  })

  it('keeps the template-literal form ${{{Name}}} as an interpolation', () => {
    const { body, args } = prepareCode('return `Hi ${{{Name}}}`', variablesOf({ Name: 'Ada' }))
    expect(body).toBe('return `Hi ${__v0}`')
    expect(args).toEqual({ __v0: 'Ada' })
  })

  it('guesses booleans, null and numbers from text', () => {
    const variables = variablesOf({ T: 'true', F: 'false', N: 'null', I: '42', D: '-1.5', E: '1e3', Z: '0', Half: '0.5' })
    const { args } = prepareCode('{{T}} {{F}} {{N}} {{I}} {{D}} {{E}} {{Z}} {{Half}}', variables)
    expect(Object.values(args)).toEqual([true, false, null, 42, -1.5, 1000, 0, 0.5])
  })

  it('keeps as text numbers written with a plus sign or leading zeros', () => {
    const { args } = prepareCode('{{Plus}} {{Zip}} {{Negative zip}}', variablesOf({ Plus: '+33612345678', Zip: '01234', 'Negative zip': '-007' }))
    expect(Object.values(args)).toEqual(['+33612345678', '01234', '-007'])
  })

  it('keeps as text what only looks like a number to JavaScript, or would lose digits', () => {
    const variables = variablesOf({ Hex: '0x10', Spaced: ' 12 ', Inf: 'Infinity', Big: '12345678901234567890', Empty: '' })
    const { args } = prepareCode('{{Hex}} {{Spaced}} {{Inf}} {{Big}} {{Empty}}', variables)
    expect(Object.values(args)).toEqual(['0x10', ' 12 ', 'Infinity', '12345678901234567890', ''])
  })

  it('keeps "True" and "undefined" as text: only the exact words are guessed', () => {
    const { args } = prepareCode('{{A}} {{B}}', variablesOf({ A: 'True', B: 'undefined' }))
    expect(Object.values(args)).toEqual(['True', 'undefined'])
  })

  it('passes lists as arrays of their text elements', () => {
    const { args } = prepareCode('{{L}}', variablesOf({ L: ['1', 'true', null] }))
    expect(args).toEqual({ __v0: ['1', 'true', null] })
  })

  it('binds unset variables to null and writes unknown names as null', () => {
    const { body, args } = prepareCode('{{Unset}} ?? {{Unknown}}', variablesOf({ Unset: null }))
    expect(body).toBe('__v0 ?? null')
    expect(args).toEqual({ __v0: null })
  })
})
