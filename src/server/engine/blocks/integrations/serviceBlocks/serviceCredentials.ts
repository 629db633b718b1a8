import type { ServiceBlock } from '../../../../../shared/bot/blocks'
import { serviceBlockLabels } from '../../../../../shared/bot/blocks'
import { addLog } from '../../../walk/logs'
import { currentBot, type Turn } from '../../../walk/turnContext'

/**
 * The decrypted credentials a service block points at, in the bot's workspace; null (and an error
 * log on the result, so the owner sees why nothing happened) when it has none or they are gone.
 */
export async function serviceCredentials(turn: Turn, block: ServiceBlock, required: readonly string[]): Promise<Record<string, string> | null> {
  const credentialsId = block.options?.credentialsId
  const credentials = credentialsId ? await turn.ports.credentials.get(currentBot(turn).bot.workspaceId, credentialsId) : null
  if (credentials && required.every((key) => credentials[key])) return credentials
  addLog(turn, { status: 'error', description: `${serviceBlockLabels[block.type]} block has no usable credentials`, details: credentialsId })
  return null
}
