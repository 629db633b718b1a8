import type { WebhookBlock } from '../../../../../shared/bot/blocks'
import { writeVariable } from '../../../session/variables'
import { templateText } from '../../../walk/template'
import { currentBot, type Turn } from '../../../walk/turnContext'
import type { WebhookResponse } from './send'

type Mapping = NonNullable<NonNullable<WebhookBlock['options']>['responseVariableMapping']>[number]

/**
 * Writes each mapped value (§2.4): `bodyPath`, resolved, is an expression over `statusCode` and
 * `data` evaluated in the sandbox (an empty path means `data`); one that throws is skipped.
 */
export async function applyResponseMapping(turn: Turn, mappings: Mapping[] | undefined, response: WebhookResponse) {
  for (const mapping of mappings ?? []) {
    if (!mapping.variableId) continue
    const expression = (await templateText(turn, mapping.bodyPath ?? '')).trim() || 'data'
    const result = await turn.ports.sandbox.run(`return (${expression})`, {
      statusCode: response.statusCode,
      data: response.data,
    })
    if (result.ok) writeVariable(currentBot(turn).variables, mapping.variableId, result.value)
  }
}
