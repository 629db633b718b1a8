import { isChatCompletion, isCreateSpeech, isLanguageModelBlock, isOpenAiChatCompletion, type IntegrationBlock } from '../../../../shared/bot/blocks'
import { isServiceBlock } from '../../../../shared/bot/blocks'
import type { LocatedBlock } from '../../walk/graph'
import type { BlockOutcome } from '../../walk/outcome'
import type { Turn } from '../../walk/turnContext'
import { skipUnknownBlock } from '../unknownBlock'
import { runEmail } from './email'
import { runLanguageModel } from './languageModel'
import { runCreateSpeech } from './languageModel/createSpeech'
import { runQrCode } from './qrCode'
import { runOpenAi } from './openAi'
import { runWebhook } from './webhook'
import { runServiceBlock } from './serviceBlocks'

/** Runs an integration block (§2.4); OpenAI tasks other than chat completion are skipped (§2.5). */
export async function runIntegrationBlock(turn: Turn, block: IntegrationBlock, at: LocatedBlock): Promise<BlockOutcome> {
  if (isLanguageModelBlock(block)) {
    if (isCreateSpeech(block)) return runCreateSpeech(turn, block)
    if (!isChatCompletion(block)) return skipUnknownBlock(turn, block, `${block.type} action "${block.options?.action}" is not supported.`)
    return runLanguageModel(turn, block, at)
  }
  if (isServiceBlock(block)) return runServiceBlock(turn, block)
  switch (block.type) {
    case 'qr-code':
      return runQrCode(turn, block)
    case 'Webhook':
    case 'Zapier':
    case 'Make.com':
    case 'Pabbly':
      return runWebhook(turn, block, at)
    case 'Email':
      return runEmail(turn, block)
    case 'OpenAI':
      if (!isOpenAiChatCompletion(block))
        return skipUnknownBlock(turn, block, `OpenAI task "${block.options?.task}" is not supported: only chat completion runs.`)
      return runOpenAi(turn, block, at)
  }
}
