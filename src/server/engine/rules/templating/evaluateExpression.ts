import type { RuleContext } from '../contracts'
import { prepareCode } from './prepareCode'

/**
 * Runs the code of a `{{= expression =}}` in the sandbox, variables bound as in code (§1.7).
 * Writes made with `setVariable` inside a template are not applied: templating only reads.
 */
export const evaluateExpression = async (
  code: string,
  ctx: RuleContext,
): Promise<{ ok: true; value: unknown } | { ok: false }> => {
  const { body, args } = prepareCode(code, ctx.variables)
  try {
    const result = await ctx.sandbox.run('return (' + body + ')', args)
    return result.ok ? { ok: true, value: result.value } : { ok: false }
  } catch {
    // A sandbox that fails to run (worker killed at the deadline) is an expression that failed.
    return { ok: false }
  }
}
