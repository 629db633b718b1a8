import { ORPCError } from '@orpc/server'
import { resolveSettings } from '../../shared/bot/settings'
import type { Settings } from '../../shared/bot/settings'
import type { Variable } from '../../shared/bot/variable'
import { parseVariables } from '../engine/rules'
import type { SandboxPort } from '../engine/ports'

/** The bot's own "closed" message (settings), as the 400 startChat and continueChat answer a closed bot with. */
export async function botClosedError(bot: { settings: Settings; variables: Variable[] }, sandbox: SandboxPort) {
  const closed = resolveSettings(bot.settings).general.systemMessages.botClosed
  return new ORPCError('BAD_REQUEST', { message: await parseVariables(closed, { variables: bot.variables, sandbox }) })
}
