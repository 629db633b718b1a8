import { ORPCError } from '@orpc/server'
import type { FieldIssue } from '../../shared/errors'

/** The parts of a zod issue we read; unions carry the issues of each branch. */
type Issue = {
  message: string
  path?: readonly (PropertyKey | { key: PropertyKey })[]
  code?: string
  errors?: Issue[][]
}

const keyOf = (segment: PropertyKey | { key: PropertyKey }) =>
  typeof segment === 'object' && segment !== null ? segment.key : segment

/**
 * A union failure (a block whose options are invalid, say) reports every branch. The branch that
 * got furthest into the value explains the mistake best, so we report that one.
 */
function flatten(issue: Issue, prefix: PropertyKey[]): { path: PropertyKey[]; message: string }[] {
  const path = [...prefix, ...(issue.path ?? []).map(keyOf)]
  if (issue.code === 'invalid_union' && issue.errors?.length) {
    const branches = issue.errors.map((branch) => branch.flatMap((inner) => flatten(inner, path)))
    const depth = (issues: { path: PropertyKey[] }[]) => Math.max(...issues.map((i) => i.path.length))
    const best = branches.filter((b) => b.length > 0).sort((a, b) => depth(b) - depth(a))[0]
    if (best) return best
  }
  return [{ path, message: issue.message }]
}

/** Walks the input along an issue path to name the block it falls in, when it falls in one. */
function blockIdAt(input: unknown, path: PropertyKey[]): string | undefined {
  let node: unknown = input
  let blockId: string | undefined
  for (let i = 0; i < path.length && node && typeof node === 'object'; i++) {
    node = (node as Record<PropertyKey, unknown>)[path[i]]
    if (path[i - 1] === 'blocks' && node && typeof node === 'object') {
      const id = (node as { id?: unknown }).id
      if (typeof id === 'string') blockId = id
    }
  }
  return blockId
}

/** Dotted field paths (`bot.groups.0.blocks.1.options.length`) for each invalid field. */
export function fieldsFromIssues(issues: readonly Issue[], input: unknown, prefix: PropertyKey[] = []): FieldIssue[] {
  return issues
    .flatMap((issue) => flatten(issue, prefix))
    .map(({ path, message }) => {
      const blockId = blockIdAt(input, path.slice(prefix.length))
      const dotted = path.map(String).join('.') || '(body)'
      return { path: dotted, message: blockId ? `${message} (block "${blockId}")` : message }
    })
}

/** The 400 the service answers for invalid input: the message and `data.fields` name each field. */
export function validationError(fields: FieldIssue[]): ORPCError<'BAD_REQUEST', { fields: FieldIssue[] }> {
  const summary = fields
    .slice(0, 5)
    .map((f) => `${f.path}: ${f.message}`)
    .join('; ')
  const more = fields.length > 5 ? ` (and ${fields.length - 5} more)` : ''
  return new ORPCError('BAD_REQUEST', {
    message: `Invalid input: ${summary}${more}`,
    data: { fields },
  })
}
