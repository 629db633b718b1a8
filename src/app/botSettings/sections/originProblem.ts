import { allowedOriginSchema } from '@/shared/bot/settings'

export const originsLabel = 'Allowed origins'

/** Why `text` cannot join `list`, naming the field, in the API's words; null when it can. */
export function originProblem(text: string, list: readonly string[]): string | null {
  const result = allowedOriginSchema.safeParse(text)
  if (!result.success) return `${originsLabel}: ${result.error.issues[0].message}`
  return list.includes(text) ? `${originsLabel}: "${text}" is already in the list` : null
}
