import { isIntegrationBlock, type Block } from '../../../shared/bot/blocks'
import type { Turn } from '../walk/turnContext'

// Rule of the back step (issue 14): an answer can be taken back while everything that ran after it
// stayed inside the session (bubbles, inputs asked, Set variable on the server, Condition, Jump,
// Return, AB test, Wait, Loop, a merged Bot link). What reached the outside world cannot be undone.

const httpBlocks = new Set(['Webhook', 'Zapier', 'Make.com', 'Pabbly'])

/** Why running `block` cannot be undone, in words the visitor reads after "the chat has already …"; undefined when it can. */
export function sideEffectOf(block: Block): string | undefined {
  if (isIntegrationBlock(block)) {
    if (httpBlocks.has(block.type)) return 'sent your answers in an HTTP request'
    if (block.type === 'Email') return 'sent an email'
    return 'sent your answers to another service'
  }
  const options = 'options' in block && block.options && typeof block.options === 'object' ? (block.options as Record<string, unknown>) : {}
  switch (block.type) {
    case 'Code':
      return 'run a script'
    case 'Redirect':
      return 'opened another page'
    case 'webhook':
      return 'waited for another service'
    case 'Set variable':
      // Client code may do anything in the visitor's page; the other types are computed here.
      return options.isExecutedOnClient === true && (options.type ?? 'Custom') === 'Custom' ? 'run a script in your browser' : undefined
    case 'Bot link':
      // A link that does not merge writes a result of its own.
      return options.botId !== 'current' && options.mergeResults !== true ? 'started another bot' : undefined
    default:
      return undefined
  }
}

/** Remembers the first block of this turn that cannot be undone. */
export function noteSideEffect(turn: Turn, block: Block): void {
  if (turn.sideEffect) return
  const reason = sideEffectOf(block)
  if (reason) turn.sideEffect = { blockId: block.id, type: block.type, reason }
}
