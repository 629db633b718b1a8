import { describe, expect, it } from 'vitest'
import { resolveNumberOrVariable } from '../../../src/server/engine/rules'
import { variablesOf } from './support/fakeSandbox'

const variables = variablesOf({ Max: '10', Comma: '2,5', Text: 'ten', List: ['1'], Unset: null })

describe('resolveNumberOrVariable', () => {
  it('keeps numbers, 0 and negatives included', () => {
    expect(resolveNumberOrVariable(5, variables)).toBe(5)
    expect(resolveNumberOrVariable(0, variables)).toBe(0)
    expect(resolveNumberOrVariable(-3.5, variables)).toBe(-3.5)
  })

  it('reads a variable reference as a number, with a comma as decimal separator', () => {
    expect(resolveNumberOrVariable('{{Max}}', variables)).toBe(10)
    expect(resolveNumberOrVariable(' {{Comma}} ', variables)).toBe(2.5)
  })

  it('treats a value that is not a number as absent', () => {
    expect(resolveNumberOrVariable('{{Text}}', variables)).toBeUndefined()
    expect(resolveNumberOrVariable('{{List}}', variables)).toBeUndefined()
    expect(resolveNumberOrVariable('{{Unset}}', variables)).toBeUndefined()
    expect(resolveNumberOrVariable('{{Unknown}}', variables)).toBeUndefined()
    expect(resolveNumberOrVariable(undefined, variables)).toBeUndefined()
    expect(resolveNumberOrVariable(Number.NaN, variables)).toBeUndefined()
  })

  it('reads a stored plain number string', () => {
    expect(resolveNumberOrVariable('7', variables)).toBe(7)
    expect(resolveNumberOrVariable('abc', variables)).toBeUndefined()
  })
})
