import type { RuntimeVariable } from '../contracts'
import { guessValueType } from '../variables/guessValueType'
import { variableTokenPattern } from './variableToken'

/**
 * Code with its `{{Name}}` tokens turned into identifiers (BLOCKS.md §1.7 "Code"), for the sandbox.
 * Each variable gets `__v<index in variables>`, the same name wherever it appears, bound in `args` to
 * its value with a guessed type. An unknown name becomes the literal `null`, like an unset variable.
 * `${{{Name}}}` needs nothing special: the inner `{{Name}}` is replaced, leaving `${__v0}`.
 */
export const prepareCode = (
  code: string,
  variables: RuntimeVariable[],
): { body: string; args: Record<string, unknown> } => {
  const args: Record<string, unknown> = {}
  const body = code.replace(variableTokenPattern(), (_token, name: string) => {
    const index = variables.findIndex((variable) => variable.name === name)
    if (index === -1) return 'null'
    const identifier = `__v${index}`
    args[identifier] = guessValueType(variables[index].value)
    return identifier
  })
  return { body, args }
}
