import type { SendEmailBlock } from '../../../../../shared/bot/blocks'
import { findVariableReference, parseVariables } from '../../../rules'
import { resultMemory } from '../../../session/queue'
import { hasValue } from '../../../session/variables'
import { templateText } from '../../../walk/template'
import { currentBot, ruleContext, type Turn } from '../../../walk/turnContext'

type Options = NonNullable<SendEmailBlock['options']>
export type EmailBody = { html: string; text?: string }

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const lineBreaks = (html: string) => html.replace(/\r?\n/g, '<br />\n')

/** "key: value" for every answer of the session and every variable with a value (§2.4). */
export function defaultEmailBody(turn: Turn): EmailBody {
  const queued = currentBot(turn)
  const lines: [string, string][] = resultMemory(turn.state, queued.resultId, queued.bot.id).answerMap.map(
    ({ key, value }) => [key, value],
  )
  for (const variable of queued.variables)
    if (hasValue(variable.value))
      lines.push([variable.name, Array.isArray(variable.value) ? variable.value.join(', ') : variable.value])
  return {
    text: lines.map(([key, value]) => `${key}: ${value}`).join('\n'),
    html: lines.map(([key, value]) => `<strong>${escapeHtml(key)}</strong>: ${lineBreaks(escapeHtml(value))}`).join('<br />\n'),
  }
}

/**
 * The custom body (§2.4): exactly `{{Var}}` → that value as HTML; with `isBodyCode` the templated
 * HTML as written; otherwise text whose inserted values are escaped, line breaks kept.
 */
export async function customEmailBody(turn: Turn, options: Options): Promise<EmailBody> {
  const body = options.body ?? ''
  if (findVariableReference(body.trim(), currentBot(turn).variables)) return { html: await templateText(turn, body.trim()) }
  if (options.isBodyCode) return { html: await templateText(turn, body) }
  const html = await parseVariables(body, ruleContext(turn), { mode: 'html' })
  return { html: lineBreaks(html), text: await templateText(turn, body) }
}

/** The body in force: custom when asked for and non-empty, else the generated one. */
export async function emailBody(turn: Turn, options: Options): Promise<EmailBody> {
  return options.isCustomBody && options.body?.trim() ? customEmailBody(turn, options) : defaultEmailBody(turn)
}
