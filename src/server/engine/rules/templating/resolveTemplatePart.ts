import type { RuleContext } from '../contracts'
import { findVariableByName } from '../variables/findVariableReference'
import { evaluateExpression } from './evaluateExpression'
import type { TemplateMode } from './insertValue'
import type { TemplatePart } from './splitTemplate'

/** A template part after lookup: literal text, or a value to insert (after `prefix`). */
export type ResolvedPart = { kind: 'text'; text: string } | { kind: 'value'; value: unknown; prefix: string }

/**
 * Looks a variable up or evaluates an expression. A failed expression gives its own code, trimmed of
 * the padding inside the delimiters and templated (§1.7), as literal text.
 */
export const resolveTemplatePart = async (
  part: TemplatePart,
  ctx: RuleContext,
  templateText: (text: string, mode: TemplateMode) => Promise<string>,
  mode: TemplateMode,
): Promise<ResolvedPart> => {
  if (part.kind === 'text') return part
  if (part.kind === 'variable') {
    const value = findVariableByName(ctx.variables, part.name)?.value ?? null
    return { kind: 'value', value, prefix: part.hasDollar ? '$' : '' }
  }
  const result = await evaluateExpression(part.code, ctx)
  if (result.ok) return { kind: 'value', value: result.value, prefix: '' }
  return { kind: 'text', text: await templateText(part.code.trim(), mode) }
}
