import { ORPCError } from '@orpc/client'
import type { FieldIssue } from '@/shared/errors'

type ZodLikeIssue = { path: readonly PropertyKey[]; message: string }

/** Issues of a schema check, with paths spelled as the API spells them (`bot.settings.…`). */
export const issuesFromSchema = (issues: readonly ZodLikeIssue[], prefix: string): FieldIssue[] =>
  issues.map((issue) => ({ path: [prefix, ...issue.path.map(String)].join('.'), message: issue.message }))

/** The fields a 400 of the API names (`data.fields`), or none. */
export function issuesFromError(error: unknown): FieldIssue[] {
  if (!(error instanceof ORPCError) || error.status !== 400) return []
  const fields = (error.data as { fields?: unknown } | undefined)?.fields
  if (!Array.isArray(fields)) return []
  return fields.filter((field): field is FieldIssue => typeof field?.path === 'string' && typeof field?.message === 'string')
}

const words = (segment: string) =>
  /^\d+$/.test(segment) ? `#${Number(segment) + 1}` : segment.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()

/** "bot.settings.security.allowedOrigins.0" → "settings › security › allowed origins › #1". */
export function fieldLabel(path: string): string {
  const segments = path.split('.')
  return (segments[0] === 'bot' ? segments.slice(1) : segments).map(words).join(' › ')
}
