import { afterAll } from 'vitest'
import type { ComparisonOperator, Condition } from '../../../../src/shared/bot/condition'
import { evaluateCondition } from '../../../../src/server/engine/rules'
import { createSandbox, type Sandbox } from '../../../../src/server/sandbox/createSandbox'
import { ruleContext } from './fakeSandbox'
import type { RuntimeVariable } from '../../../../src/server/engine/rules'

// Regex comparisons run in the real sandbox (they are user patterns); everything else in the fake one.
let realSandbox: Sandbox | undefined
afterAll(async () => {
  // Test files may share this module (vitest runs without isolation): the next file starts a new sandbox.
  await realSandbox?.close()
  realSandbox = undefined
})

/** Evaluates one comparison of variable `L` (given `left`) against `value`, with extra variables. */
export const compare = (
  left: RuntimeVariable['value'],
  comparisonOperator: ComparisonOperator,
  value?: string,
  others: Record<string, RuntimeVariable['value']> = {},
) => {
  const ctx = ruleContext({ L: left, ...others })
  const fake = ctx.sandbox
  ctx.sandbox = {
    run: (code, args, options) => {
      if (!code.includes('new RegExp')) return fake.run(code, args, options)
      realSandbox ??= createSandbox()
      return realSandbox.run(code, args, options)
    },
  }
  const condition: Condition = { comparisons: [{ id: 'c', variableId: 'vL', comparisonOperator, value }] }
  return evaluateCondition(condition, ctx)
}
