import type { SetVariableBlock } from '../../../../../shared/bot/blocks'
import { findVariableReference, prepareCode } from '../../../rules'
import { writeVariable } from '../../../session/variables'
import { addLog } from '../../../walk/logs'
import { templateText } from '../../../walk/template'
import { currentBot, type Turn } from '../../../walk/turnContext'
import { applySandboxWrites } from '../sandboxWrites'

type Options = NonNullable<SetVariableBlock['options']>

/** Numeric-looking text with leading zeros (a phone number, a zip code) is kept as typed. */
const leadingZeroNumber = /^0\d+(?:[.,]\d+)?$/

const customCodeTimeoutMs = 10_000

/** A bare expression becomes a function body that returns it; code that returns stays as is. */
export const withReturn = (code: string): string => (code.includes('return ') ? code : `return ${code}`)

/**
 * The value of a Custom Set variable computed on the server (§3.1): empty → null; exactly `{{Var}}`
 * → that value (a list stays a list); leading-zero numbers kept as text; otherwise the sandbox runs
 * it. When it throws, the expression templated as text is the value, and with `isCode` the error
 * is logged and saved in `saveErrorInVariableId`.
 */
export async function customValue(turn: Turn, options: Options): Promise<unknown> {
  const expression = (options.expressionToEvaluate ?? '').trim()
  if (!expression) return null
  const { variables } = currentBot(turn)
  const reference = findVariableReference(expression, variables)
  if (reference) return reference.value ?? null
  if (leadingZeroNumber.test(expression)) return expression
  const { body, args } = prepareCode(expression, variables)
  const result = await turn.ports.sandbox.run(withReturn(body), args, { timeoutMs: customCodeTimeoutMs, allowFetch: true })
  applySandboxWrites(turn, result)
  if (result.ok) return result.value
  if (options.isCode) {
    addLog(turn, { status: 'error', description: 'Set variable code failed', details: result.error })
    writeVariable(variables, options.saveErrorInVariableId, result.error)
  }
  return templateText(turn, expression)
}
