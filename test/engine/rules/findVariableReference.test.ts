import { describe, expect, it } from 'vitest'
import { findVariableReference } from '../../../src/server/engine/rules'
import { variablesOf } from './support/fakeSandbox'

const variables = variablesOf({ Name: 'Ada', 'First name': 'Ada', List: ['a'] })

describe('findVariableReference', () => {
  it('finds the variable of a text that is exactly one reference, spaces around ignored', () => {
    expect(findVariableReference('{{Name}}', variables)?.id).toBe('vName')
    expect(findVariableReference('  {{First name}} \n', variables)?.id).toBe('vFirstname')
  })

  it('matches names exactly, case and inner spaces included', () => {
    expect(findVariableReference('{{name}}', variables)).toBeUndefined()
    expect(findVariableReference('{{ Name }}', variables)).toBeUndefined()
  })

  it('finds nothing in text around a reference, in two references or in an unknown name', () => {
    expect(findVariableReference('Hi {{Name}}', variables)).toBeUndefined()
    expect(findVariableReference('{{Name}}{{List}}', variables)).toBeUndefined()
    expect(findVariableReference('{{Unknown}}', variables)).toBeUndefined()
    expect(findVariableReference(undefined, variables)).toBeUndefined()
  })
})
