import type { RuntimeVariable } from '../contracts'
import { guessValueType } from '../variables/guessValueType'
import { variableTokenPattern } from './variableToken'

const identifierPattern = /^[A-Za-z_$][\w$]*$/
// Words that pass the identifier pattern but cannot name a parameter.
const reservedWords = new Set(
  ('break case catch class const continue debugger default delete do else enum export extends false finally ' +
    'for function if import in instanceof new null return super switch this throw true try typeof var void ' +
    'while with yield let static implements interface package private protected public await arguments eval')
    .split(' '),
)

/**
 * A variable id usable as a parameter name of the client's `async (…ids) => { content }`. Ids are
 * opaque and may hold `-` or start with a digit: those get a `__` prefix, and every character outside
 * `[A-Za-z0-9_]` is written as `$<hex code>$`. Ids kept as they are never start with `__` nor hold `$`,
 * so two different ids never give the same name.
 */
export const toClientIdentifier = (id: string) =>
  identifierPattern.test(id) && !id.includes('$') && !id.startsWith('__') && !reservedWords.has(id)
    ? id
    : `__${id.replace(/[^A-Za-z0-9_]/gu, (char) => `$${char.codePointAt(0)!.toString(16)}$`)}`

/**
 * The payload of a `scriptToExecute` action (BLOCKS.md §4.5): each `{{Var}}` replaced by the variable's
 * id (as an identifier), and one arg per variable used, in order of first use, valued like code sees it
 * (§1.7). An unknown name becomes the literal `null`, like an unset variable.
 */
export const prepareClientScript = (
  code: string,
  variables: RuntimeVariable[],
): { content: string; args: { id: string; value: unknown }[] } => {
  const args: { id: string; value: unknown }[] = []
  const content = code.replace(variableTokenPattern(), (_token, name: string) => {
    const variable = variables.find((candidate) => candidate.name === name)
    if (!variable) return 'null'
    const id = toClientIdentifier(variable.id)
    if (!args.some((arg) => arg.id === id)) args.push({ id, value: guessValueType(variable.value) })
    return id
  })
  return { content, args }
}
