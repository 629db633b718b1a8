import { elevenLabsTextToSpeechAction, type ElevenLabsBlock, elevenLabsDefaultBaseUrl } from '../../../../../shared/bot/blocks'
import { writeVariable } from '../../../session/variables'
import { addLog, errorText } from '../../../walk/logs'
import { next, type BlockOutcome } from '../../../walk/outcome'
import { templateText } from '../../../walk/template'
import { currentBot, type Turn } from '../../../walk/turnContext'
import { apiKeyCredentials, callService, serviceAddress, skipOtherAction } from '../pluginCall'

/**
 * ElevenLabs' "Convert text to speech": the templated text read aloud by the chosen voice and
 * model (`POST /v1/text-to-speech/{voiceId}`), the MP3 stored with the chat's files and its URL
 * saved in a variable, which an audio bubble then plays. Anything missing, or a failing API: an
 * error log, and the flow goes on.
 */
export async function runElevenLabs(turn: Turn, block: ElevenLabsBlock): Promise<BlockOutcome> {
  const skipped = skipOtherAction(turn, block, [elevenLabsTextToSpeechAction])
  if (skipped) return skipped
  const options = block.options ?? {}
  const text = await templateText(turn, options.text ?? '')
  const voiceId = (await templateText(turn, options.voiceId ?? '')).trim()
  const missing = !voiceId ? 'voice' : !text.trim() ? 'text' : !options.saveUrlInVariableId ? 'variable to save the URL in' : undefined
  if (missing) {
    addLog(turn, { status: 'error', description: `ElevenLabs block has no ${missing}` })
    return next
  }
  const credentials = await apiKeyCredentials(turn, options.credentialsId, 'ElevenLabs')
  if (!credentials) return next
  const modelId = (await templateText(turn, options.modelId ?? '')).trim()
  const response = await callService(
    turn,
    {
      url: `${serviceAddress(credentials, elevenLabsDefaultBaseUrl)}/v1/text-to-speech/${encodeURIComponent(voiceId)}`,
      method: 'POST',
      headers: { 'xi-api-key': credentials.apiKey, Accept: 'audio/mpeg', 'Content-Type': 'application/json' },
      // Without a model ElevenLabs uses its default one.
      body: JSON.stringify({ text, ...(modelId ? { model_id: modelId } : {}) }),
      responseEncoding: 'base64',
    },
    'Converting the text to ElevenLabs speech',
  )
  if (!response) return next
  const queued = currentBot(turn)
  try {
    const url = await turn.ports.files.store({
      botId: queued.bot.id,
      resultId: queued.resultId,
      blockId: block.id,
      fileName: 'speech.mp3',
      contentType: 'audio/mpeg',
      bytes: Buffer.from(response.body, response.bodyEncoding === 'base64' ? 'base64' : 'utf8'),
    })
    writeVariable(queued.variables, options.saveUrlInVariableId, url)
  } catch (error) {
    addLog(turn, { status: 'error', description: 'The ElevenLabs speech could not be stored', details: errorText(error) })
  }
  return next
}
