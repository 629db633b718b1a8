import { defaultSpeechModel, type LanguageModelBlock, languageModelProviders } from '../../../../../shared/bot/blocks'
import { writeVariable } from '../../../session/variables'
import { addLog, errorText } from '../../../walk/logs'
import { next, type BlockOutcome } from '../../../walk/outcome'
import { templateText } from '../../../walk/template'
import { currentBot, type Turn } from '../../../walk/turnContext'
import { openAiTimeoutMs } from '../openAi/request'

/**
 * OpenAI's "Create speech": the templated input read aloud (`POST {baseUrl}/audio/speech`), the
 * MP3 stored with the chat's files and its URL saved in a variable, for an audio bubble. Anything
 * missing, or a failing API: an error log, and the flow goes on.
 */
export async function runCreateSpeech(turn: Turn, block: LanguageModelBlock): Promise<BlockOutcome> {
  const options = block.options ?? {}
  const queued = currentBot(turn)
  const input = await templateText(turn, options.input ?? '')
  const missing = !input.trim() ? 'input' : !options.voice ? 'voice' : !options.saveUrlInVariableId ? 'variable to save the URL in' : undefined
  if (missing) {
    addLog(turn, { status: 'error', description: `Create speech has no ${missing}` })
    return next
  }
  const credentials = options.credentialsId ? await turn.ports.credentials.get(queued.bot.workspaceId, options.credentialsId) : null
  if (!credentials?.apiKey) {
    addLog(turn, { status: 'error', description: 'OpenAI block has no usable credentials', details: options.credentialsId })
    return next
  }
  const baseUrl = (options.baseUrl || credentials.baseUrl || languageModelProviders.openai.baseUrl).replace(/\/+$/, '')
  try {
    const response = await turn.ports.http.request({
      url: `${baseUrl}/audio/speech`,
      method: 'POST',
      headers: { Authorization: `Bearer ${credentials.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ model: options.model || defaultSpeechModel, input, voice: options.voice }),
      timeoutMs: openAiTimeoutMs,
      responseEncoding: 'base64',
    })
    if (response.status >= 400 || response.bodyEncoding !== 'base64') {
      const details = response.bodyEncoding === 'base64' ? Buffer.from(response.body, 'base64').toString('utf8').slice(0, 1000) : response.body
      addLog(turn, { status: 'error', description: 'OpenAI returned no speech', details: `HTTP ${response.status}: ${details}` })
      return next
    }
    const url = await turn.ports.files.store({
      botId: queued.bot.id,
      resultId: queued.resultId,
      blockId: block.id,
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
