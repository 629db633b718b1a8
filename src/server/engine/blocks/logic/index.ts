import type { LogicBlock } from '../../../../shared/bot/blocks'
import type { LocatedBlock } from '../../walk/graph'
import type { BlockOutcome } from '../../walk/outcome'
import type { Turn } from '../../walk/turnContext'
import { runAbTest } from './abTest'
import { runBotLink } from './botLink'
import { runCode } from './code'
import { runCondition } from './condition'
import { runJump, runReturn } from './jumpAndReturn'
import { runLoop } from './loop'
import { runRedirect } from './redirect'
import { runSetVariable } from './setVariable'
import { runWait } from './wait'
import { runWaitForWebhook } from './waitForWebhook'

/** Runs a logic block (§2.3). */
export async function runLogicBlock(turn: Turn, block: LogicBlock, at: LocatedBlock): Promise<BlockOutcome> {
  switch (block.type) {
    case 'Set variable':
      return runSetVariable(turn, block, at)
    case 'Condition':
      return runCondition(turn, block)
    case 'Redirect':
      return runRedirect(turn, block)
    case 'Code':
      return runCode(turn, block)
    case 'Bot link':
      return runBotLink(turn, block, at)
    case 'Wait':
      return runWait(turn, block, at)
    case 'webhook':
      return runWaitForWebhook(turn, at)
    case 'Jump':
      return runJump(turn, block, at)
    case 'Return':
      return runReturn(turn)
    case 'AB test':
      return runAbTest(turn, block)
    case 'Loop':
      return runLoop(turn, block, at)
  }
}
