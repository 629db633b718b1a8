import { templateText } from '../../../walk/template'
import type { Turn } from '../../../walk/turnContext'

/** The templated value of each set field; fields that template to empty text are left out (Typebot drops empty strings). */
export async function templatedFields<K extends string>(turn: Turn, fields: Partial<Record<K, string>>): Promise<Partial<Record<K, string>>> {
  const result: Partial<Record<K, string>> = {}
  for (const [key, value] of Object.entries(fields) as [K, string | undefined][]) {
    const text = value === undefined ? '' : (await templateText(turn, value)).trim()
    if (text) result[key] = text
  }
  return result
}
