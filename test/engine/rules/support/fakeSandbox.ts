import type { SandboxPort, SandboxResult } from '../../../../src/server/engine/ports'
import type { RuleContext, RuntimeVariable } from '../../../../src/server/engine/rules'

type Call = { code: string; args: Record<string, unknown> }

/**
 * A sandbox that runs nothing: it answers the code it is given from a table of canned results
 * (`(args) => value`, or an Error to fail), and records every call so tests can check the code and
 * arguments the rules prepared. Code missing from the table fails like a syntax error.
 */
export const fakeSandbox = (answers: Record<string, ((args: Record<string, unknown>) => unknown) | Error> = {}) => {
  const calls: Call[] = []
  const sandbox: SandboxPort = {
    run: async (code, args): Promise<SandboxResult> => {
      calls.push({ code, args })
      const answer = answers[code]
      if (answer === undefined) return { ok: false, error: `SyntaxError in ${code}`, variableWrites: [] }
      if (answer instanceof Error) return { ok: false, error: answer.message, variableWrites: [] }
      return { ok: true, value: answer(args), variableWrites: [] }
    },
  }
  return { sandbox, calls }
}

/** Variables named as given, ids `v<name>` with spaces removed. */
export const variablesOf = (values: Record<string, RuntimeVariable['value']>): RuntimeVariable[] =>
  Object.entries(values).map(([name, value]) => ({ id: `v${name.replace(/\s/g, '')}`, name, value }))

export const ruleContext = (
  values: Record<string, RuntimeVariable['value']> = {},
  answers?: Parameters<typeof fakeSandbox>[0],
): RuleContext & { calls: Call[] } => {
  const { sandbox, calls } = fakeSandbox(answers)
  return { variables: variablesOf(values), sandbox, calls }
}
