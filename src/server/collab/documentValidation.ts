import type { z } from 'zod'
import type { BotDocument } from '../../shared/bot/bot'
import { blockSchema } from '../../shared/bot/blocks/block'
import { findDocumentIssues } from '../../shared/bot/documentIntegrity'
import { edgeSchema } from '../../shared/bot/edge'
import { eventSchema } from '../../shared/bot/event'
import { groupSchema } from '../../shared/bot/group'
import { settingsSchema } from '../../shared/bot/settings'
import { themeSchema } from '../../shared/bot/theme'
import { variableSchema } from '../../shared/bot/variable'

const groupFieldsSchema = groupSchema.omit({ blocks: true })

/**
 * Checks what live edits wrote, with the schemas the REST API validates with. The reader keeps
 * unchanged objects identical, so only objects not seen before are parsed: an edit costs the
 * objects it touched, not the whole bot. Returns the first problem, or null.
 */
export function createDocumentValidator() {
  const valid = new WeakSet<object>()
  const check = (schema: z.ZodType, value: object, path: string): string | null => {
    if (valid.has(value)) return null
    const result = schema.safeParse(value)
    if (!result.success) return `${path}: ${result.error.issues[0]?.message ?? 'invalid'}`
    valid.add(value)
    return null
  }
  const trust = (document: BotDocument) => {
    for (const group of document.groups) [group, ...group.blocks].forEach((value) => valid.add(value))
    for (const value of [...document.events, ...document.edges, ...document.variables, document.theme, document.settings]) valid.add(value)
  }
  return {
    /** Marks a document as accepted (what was loaded from the database). */
    trust,
    check(document: BotDocument): string | null {
      for (const [i, event] of document.events.entries()) {
        const problem = check(eventSchema, event, `events.${i}`)
        if (problem) return problem
      }
      for (const [g, group] of document.groups.entries()) {
        if (!valid.has(group)) {
          const { blocks: _blocks, ...fields } = group
          const result = groupFieldsSchema.safeParse(fields)
          if (!result.success) return `groups.${g}: ${result.error.issues[0]?.message}`
        }
        for (const [b, block] of group.blocks.entries()) {
          const problem = check(blockSchema, block, `groups.${g}.blocks.${b}`)
          if (problem) return problem
        }
        valid.add(group)
      }
      for (const [i, edge] of document.edges.entries()) {
        const problem = check(edgeSchema, edge, `edges.${i}`)
        if (problem) return problem
      }
      for (const [i, variable] of document.variables.entries()) {
        const problem = check(variableSchema, variable, `variables.${i}`)
        if (problem) return problem
      }
      const problem = check(themeSchema, document.theme, 'theme') ?? check(settingsSchema, document.settings, 'settings')
      if (problem) return problem
      const issue = findDocumentIssues(document)[0]
      return issue ? `${issue.path}: ${issue.message}` : null
    },
  }
}
