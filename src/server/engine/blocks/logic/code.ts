import type { CodeBlock } from '../../../../shared/bot/blocks'
import { prepareClientScript, prepareCode } from '../../rules'
import { addAction } from '../../walk/actions'
import { addLog } from '../../walk/logs'
import { next, type BlockOutcome } from '../../walk/outcome'
import { currentBot, type Turn } from '../../walk/turnContext'
import { applySandboxWrites } from './sandboxWrites'

/** Server-side code gets the sandbox's 10 s limit (§2.3). */
const serverCodeTimeoutMs = 10_000

/**
 * Code (§2.3). Client mode hands the script to the browser (no reply expected). Server mode runs it
 * in the sandbox with `setVariable` and a public-only `fetch`; an exception is logged. The walk
 * continues either way.
 */
export async function runCode(turn: Turn, block: CodeBlock): Promise<BlockOutcome> {
  const options = block.options ?? {}
  const content = options.content ?? ''
  if (!content.trim()) return next
  const { variables } = currentBot(turn)
  if (options.isExecutedOnClient ?? true) {
    const script = prepareClientScript(content, variables)
    addAction(turn, {
      type: 'scriptToExecute',
      scriptToExecute: { content: script.content, args: script.args, ...(options.isUnsafe ? { isUnsafe: true } : {}) },
    })
    return next
  }
  const { body, args } = prepareCode(content, variables)
  const result = await turn.ports.sandbox.run(body, args, { timeoutMs: serverCodeTimeoutMs, allowFetch: true })
  applySandboxWrites(turn, result)
  if (!result.ok)
    addLog(turn, { status: 'error', description: `Code "${options.name ?? 'Script'}" failed`, details: result.error })
  return next
}
