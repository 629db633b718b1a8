import { defaultSpeechModel } from '../../../../../shared/bot/blocks'
import { writeVariable } from '../../../session/variables'
import { addLog, errorText } from '../../../walk/logs'
import { next, type BlockOutcome } from '../../../walk/outcome'
import { templateText } from '../../../walk/template'
import { currentBot, type Turn } from '../../../walk/turnContext'
import { openAiTimeoutMs } from '../openAi/request'
import { openAiAccount, type OpenAiAccountOptions, responseDetails } from './openAiAccount'

/** Create speech's options, the same in the `openai` plugin block and the legacy OpenAI block. */
export type SpeechOptions = OpenAiAccountOptions & { model?: string; input?: string; voice?: string; saveUrlInVariableId?: string }

/**
 * OpenAI's "Create speech": the templated input read aloud (`POST {baseUrl}/audio/speech`), the
 * MP3 stored with the chat's files and its URL saved in a variable, for an audio bubble. Anything
 * missing, or a failing API: an error log, and the flow goes on.
 */
export async function runCreateSpeech(turn: Turn, blockId: string, options: SpeechOptions): Promise<BlockOutcome> {
  const queued = currentBot(turn)
  const input = await templateText(turn, options.input ?? '')
  const missing = !input.trim() ? 'input' : !options.voice ? 'voice' : !options.saveUrlInVariableId ? 'variable to save the URL in' : undefined
  if (missing) {
    addLog(turn, { status: 'error', description: `Create speech has no ${missing}` })
    return next
  }
  const account = await openAiAccount(turn, options)
  if (!account) return next
  try {
    const response = await turn.ports.http.request({
      url: `${account.baseUrl}/audio/speech`,
      method: 'POST',
      headers: { Authorization: `Bearer ${account.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ model: options.model || defaultSpeechModel, input, voice: options.voice }),
      timeoutMs: openAiTimeoutMs,
      responseEncoding: 'base64',
    })
    if (response.status >= 400 || response.bodyEncoding !== 'base64') {
      addLog(turn, { status: 'error', description: 'OpenAI returned no speech', details: responseDetails(response) })
      return next
    }
    const url = await turn.ports.files.store({
      botId: queued.bot.id,
      resultId: queued.resultId,
      blockId,
      fileName: 'speech.mp3',
      contentType: 'audio/mpeg',
      bytes: Buffer.from(response.body, 'base64'),
    })
    writeVariable(queued.variables, options.saveUrlInVariableId, url)
  } catch (error) {
    addLog(turn, { status: 'error', description: 'OpenAI speech request failed', details: errorText(error) })
  }
  return next
}
