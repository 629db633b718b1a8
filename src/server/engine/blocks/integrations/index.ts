import {
  isAskAssistant,
  isChatCompletion,
  isCreateImage,
  isCreateSpeech,
  isCreateTranscription,
  isGenerateVariables,
  isLanguageModelBlock,
  isOpenAiChatCompletion,
  openAiCreateImageTask,
  openAiCreateSpeechTask,
  type IntegrationBlock,
} from '../../../../shared/bot/blocks'
import { isServiceBlock } from '../../../../shared/bot/blocks'
import type { LocatedBlock } from '../../walk/graph'
import type { BlockOutcome } from '../../walk/outcome'
import type { Turn } from '../../walk/turnContext'
import { skipUnknownBlock } from '../unknownBlock'
import { runEmail } from './email'
import { runGoogleSheets } from './googleSheets'
import { runChatwoot } from './pageScripts/chatwoot'
import { runGoogleAnalytics } from './pageScripts/googleAnalytics'
import { runPixel } from './pageScripts/pixel'
import { runLanguageModel } from './languageModel'
import { runAskAssistant } from './languageModel/askAssistant'
import { runCreateImage } from './languageModel/createImage'
import { runCreateSpeech } from './languageModel/createSpeech'
import { runCreateTranscription } from './languageModel/createTranscription'
import { runGenerateVariables } from './languageModel/generateVariables'
import { runQrCode } from './qrCode'
import { runOpenAi } from './openAi'
import { runWebhook } from './webhook'
import { runDifyAi } from './difyAi'
import { runChatNode } from './chatNode'
import { runElevenLabs } from './elevenLabs'
import { runCalCom } from './calCom'
import { runBlink } from './blink'
import { runServiceBlock } from './serviceBlocks'

/** Runs an integration block (§2.4); model actions and OpenAI tasks it does not know are skipped (§2.5). */
export async function runIntegrationBlock(turn: Turn, block: IntegrationBlock, at: LocatedBlock): Promise<BlockOutcome> {
  if (isLanguageModelBlock(block)) {
    const options = block.options ?? {}
    if (isCreateSpeech(block)) return runCreateSpeech(turn, block.id, options)
    if (isGenerateVariables(block)) return runGenerateVariables(turn, block)
    if (isCreateImage(block)) return runCreateImage(turn, block.id, { ...options, variableIds: options.saveUrlInVariableId ? [options.saveUrlInVariableId] : [] })
    if (isCreateTranscription(block)) return runCreateTranscription(turn, options)
    if (isAskAssistant(block)) return runAskAssistant(turn, block)
    if (!isChatCompletion(block)) return skipUnknownBlock(turn, block, `${block.type} action "${block.options?.action}" is not supported.`)
    return runLanguageModel(turn, block, at)
  }
  if (isServiceBlock(block)) return runServiceBlock(turn, block)
  switch (block.type) {
    case 'qr-code':
      return runQrCode(turn, block)
    case 'dify-ai':
      return runDifyAi(turn, block)
    case 'chat-node':
      return runChatNode(turn, block)
    case 'elevenlabs':
      return runElevenLabs(turn, block)
    case 'cal-com':
      return runCalCom(turn, block, at)
    case 'blink':
      return runBlink(turn, block)
    case 'Webhook':
    case 'Zapier':
    case 'Make.com':
    case 'Pabbly':
      return runWebhook(turn, block, at)
    case 'Email':
      return runEmail(turn, block)
    case 'Google Sheets':
      return runGoogleSheets(turn, block)
    case 'Chatwoot':
      return runChatwoot(turn, block)
    case 'Google Analytics':
      return runGoogleAnalytics(turn, block)
    case 'Pixel':
      return runPixel(turn, block)
    case 'OpenAI': {
      const options = block.options ?? {}
      if (options.task === openAiCreateSpeechTask) return runCreateSpeech(turn, block.id, options)
      if (options.task === openAiCreateImageTask) {
        const variableIds = (options.responseMapping ?? []).flatMap((mapping) => (mapping.valueToExtract === 'Image URL' && mapping.variableId ? [mapping.variableId] : []))
        // Typebot's legacy block offered DALL·E 2's sizes, and had no model option.
        return runCreateImage(turn, block.id, { ...options, model: 'dall-e-2', size: options.advancedOptions?.size, variableIds })
      }
      if (!isOpenAiChatCompletion(block)) return skipUnknownBlock(turn, block, `OpenAI task "${options.task}" is not supported.`)
      return runOpenAi(turn, block, at)
    }
  }
}
