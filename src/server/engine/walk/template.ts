import { parseVariables } from '../rules'
import { ruleContext, type Turn } from './turnContext'

/** Resolves `{{Variables}}` of a T field (§1.7) with the executing bot's values. */
export async function templateText(turn: Turn, text: string, mode: 'text' | 'json' | 'html' = 'text'): Promise<string> {
  return parseVariables(text, ruleContext(turn), { mode })
}

/** As `templateText`, keeping an absent (or null) field absent. */
export async function templateOptional<T extends string | null | undefined>(turn: Turn, text: T): Promise<T | string> {
  return typeof text === 'string' ? templateText(turn, text) : text
}

/** Resolves every string of a small object tree (input labels), leaving other values as they are. */
export async function templateStrings<T>(turn: Turn, value: T): Promise<T> {
  if (typeof value === 'string') return (await templateText(turn, value)) as T
  if (Array.isArray(value)) return (await Promise.all(value.map((element) => templateStrings(turn, element)))) as T
  if (value && typeof value === 'object') {
    const entries = await Promise.all(
      Object.entries(value).map(async ([key, child]) => [key, await templateStrings(turn, child)] as const),
    )
    return Object.fromEntries(entries) as T
  }
  return value
}
