import type { RuntimeVariable } from '../contracts'

/** `{{Name}}`: the name is every character between the braces except braces, matched exactly (§1.7). */
const singleReference = /^\{\{([^{}]+)\}\}$/

/** The variable named `name` (exact: case and spaces count). */
export const findVariableByName = (variables: RuntimeVariable[], name: string) =>
  variables.find((variable) => variable.name === name)

/** The variable when the trimmed text is exactly one `{{Name}}` of a known variable, else undefined. */
export const findVariableReference = (
  text: string | undefined,
  variables: RuntimeVariable[],
): RuntimeVariable | undefined => {
  const match = text?.trim().match(singleReference)
  return match ? findVariableByName(variables, match[1]) : undefined
}
