import type { VariableValue } from '../../../../shared/bot/variable'
import type { SandboxPort } from '../../ports'
import { parseRegex } from './parseRegex'

/** Regex tests of a condition run in the sandbox: an author's pattern can backtrack for minutes on a visitor's text. */
const REGEX_DEADLINE_MS = 1000
const TEST_CODE = 'return pairs.map(([text, source, flags]) => new RegExp(source, flags).test(text))'

const texts = (side: VariableValue) => (Array.isArray(side) ? side : [side]).filter((v): v is string => v !== null)

/** Verdicts for every (text, pattern) pair of two sides, looked up by the comparison afterwards. */
export type RegexVerdicts = (text: string, pattern: string) => boolean | undefined

/**
 * Tests each text of `left` against each pattern of `right` in one sandbox run (§3.2: `/pattern/flags`
 * or a bare pattern). An invalid pattern, or a run past its deadline, gives no verdict: the comparison is false.
 */
export async function sandboxedRegexVerdicts(left: VariableValue, right: VariableValue, sandbox: SandboxPort): Promise<RegexVerdicts> {
  const pairs: [string, string, string][] = []
  const keys: string[] = []
  for (const pattern of texts(right)) {
    const regex = parseRegex(pattern)
    if (!regex) continue
    for (const text of texts(left)) {
      pairs.push([text, regex.source, regex.flags])
      keys.push(`${pattern}\u0000${text}`)
    }
  }
  const verdicts = new Map<string, boolean>()
  if (pairs.length > 0) {
    const run = await sandbox.run(TEST_CODE, { pairs }, { timeoutMs: REGEX_DEADLINE_MS })
    if (run.ok && Array.isArray(run.value)) run.value.forEach((verdict, i) => verdicts.set(keys[i], verdict === true))
  }
  return (text, pattern) => verdicts.get(`${pattern}\u0000${text}`)
}
