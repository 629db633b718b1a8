import type { VariableValue } from '../../../shared/bot/variable'
import { normalizeVariableValue } from '../rules'
import type { RuntimeVariable } from '../rules/contracts'

export const findVariable = (variables: RuntimeVariable[], id: string | undefined): RuntimeVariable | undefined =>
  id === undefined ? undefined : variables.find((variable) => variable.id === id)

export const findVariableByName = (variables: RuntimeVariable[], name: string): RuntimeVariable | undefined =>
  variables.find((variable) => variable.name === name)

/** Current value of a variable; unset and unknown both read as null. */
export const valueOf = (variables: RuntimeVariable[], id: string | undefined): VariableValue =>
  findVariable(variables, id)?.value ?? null

/** True for a value the answer map and default bodies consider present. */
export const hasValue = (value: VariableValue | undefined): value is string | (string | null)[] =>
  value !== null && value !== undefined

/**
 * Writes a normalised value (§1.6). With `appendToList`, a variable that already holds a list gets
 * the value appended instead (the list rule of inputs and OpenAI message content). Unknown ids are
 * ignored: a block may still point at a deleted variable.
 */
export function writeVariable(
  variables: RuntimeVariable[],
  id: string | undefined,
  value: unknown,
  options: { appendToList?: boolean } = {},
): void {
  const variable = findVariable(variables, id)
  if (!variable) return
  const normalized = normalizeVariableValue(value)
  if (options.appendToList && Array.isArray(variable.value)) {
    const added = Array.isArray(normalized) ? normalized : [normalized]
    variable.value = [...variable.value, ...added]
    return
  }
  variable.value = normalized
}

/** Writes by variable name (sandbox `setVariable`, Bot link carry-over); unknown names are ignored. */
export function writeVariableByName(variables: RuntimeVariable[], name: string, value: unknown): void {
  const variable = findVariableByName(variables, name)
  if (variable) writeVariable(variables, variable.id, value)
}

/** A list variable's elements: a list as is, JSON-array text parsed, any other scalar as one element. */
export function asList(value: VariableValue | undefined): (string | null)[] {
  if (value === null || value === undefined) return []
  if (Array.isArray(value)) return value
  const trimmed = value.trim()
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed)
      if (Array.isArray(parsed)) {
        const normalized = normalizeVariableValue(parsed)
        if (Array.isArray(normalized)) return normalized
      }
    } catch {
      // Not JSON: the text is one element.
    }
  }
  return [value]
}

/** A deep copy, so a turn can change variables without touching the stored document. */
export const copyVariables = (variables: RuntimeVariable[]): RuntimeVariable[] =>
  variables.map((variable) => ({
    ...variable,
    ...(Array.isArray(variable.value) ? { value: [...variable.value] } : {}),
  }))
