import type { RuleContext } from '../contracts'
import { insertValue, type TemplateMode } from './insertValue'
import { resolveTemplatePart } from './resolveTemplatePart'
import { splitTemplate } from './splitTemplate'

/**
 * Resolves `{{Name}}`, `${{{Name}}}` and `{{= expression =}}` in a text (BLOCKS.md §1.7).
 * `mode: 'json'` is the Webhook custom body rule, `mode: 'html'` the Email body rule.
 */
export const parseVariables = async (
  text: string | undefined,
  ctx: RuleContext,
  options?: { mode?: TemplateMode },
): Promise<string> => {
  if (!text) return ''
  const mode = options?.mode ?? 'text'
  const templateText = (inner: string, innerMode: TemplateMode) => parseVariables(inner, ctx, { mode: innerMode })
  let output = ''
  // In order: an expression may be slow, and order keeps sandbox calls predictable for tests.
  for (const part of splitTemplate(text)) {
    const resolved = await resolveTemplatePart(part, ctx, templateText, mode)
    output += resolved.kind === 'text' ? resolved.text : resolved.prefix + insertValue(resolved.value, mode)
  }
  return output
}
