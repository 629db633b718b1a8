import { defaultTranscriptionModel } from '../../../../../shared/bot/blocks'
import { writeVariable } from '../../../session/variables'
import { addLog, errorText } from '../../../walk/logs'
import { next, type BlockOutcome } from '../../../walk/outcome'
import { templateText } from '../../../walk/template'
import { currentBot, type Turn } from '../../../walk/turnContext'
import { openAiTimeoutMs } from '../openAi/request'
import { multipartBody } from './multipartBody'
import { openAiAccount, type OpenAiAccountOptions, parseJson, responseDetails } from './openAiAccount'

export type TranscriptionOptions = OpenAiAccountOptions & { url?: string; model?: string; transcriptionVariableId?: string }

/** Extensions OpenAI recognises an audio file by, for files whose address has none. */
const extensions: Record<string, string> = { 'audio/mpeg': 'mp3', 'audio/mp4': 'm4a', 'audio/x-m4a': 'm4a', 'audio/wav': 'wav', 'audio/x-wav': 'wav', 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/flac': 'flac' }

function audioFileName(url: string, contentType: string): string {
  const last = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '')
  return /\.\w{2,4}$/.test(last) ? last : `audio.${extensions[contentType] ?? 'mp3'}`
}

/**
 * OpenAI's "Create transcription": the audio file at the templated URL (a visitor's recording, an
 * uploaded file) downloaded through the HTTP port, sent to `POST {baseUrl}/audio/transcriptions`,
 * and the text saved in a variable. Anything missing, an unreachable file or a failing API: an
 * error log, and the flow goes on.
 */
export async function runCreateTranscription(turn: Turn, options: TranscriptionOptions): Promise<BlockOutcome> {
  const url = (await templateText(turn, options.url ?? '')).trim()
  const missing = !url ? 'audio URL' : !options.transcriptionVariableId ? 'variable to save the transcription in' : undefined
  if (missing) {
    addLog(turn, { status: 'error', description: `Create transcription has no ${missing}` })
    return next
  }
  const account = await openAiAccount(turn, options)
  if (!account) return next
  try {
    const audio = await turn.ports.http.request({ url, method: 'GET', headers: {}, timeoutMs: openAiTimeoutMs, responseEncoding: 'base64' })
    if (audio.status >= 400) {
      addLog(turn, { status: 'error', description: 'The audio file could not be downloaded', details: `${url}: ${responseDetails(audio)}` })
      return next
    }
    const contentType = audio.headers['content-type']?.split(';')[0]?.trim() || 'audio/mpeg'
    const form = multipartBody([
      { name: 'file', fileName: audioFileName(url, contentType), contentType, bytes: Buffer.from(audio.body, 'base64') },
      { name: 'model', value: options.model?.trim() || defaultTranscriptionModel },
    ])
    const response = await turn.ports.http.request({
      url: `${account.baseUrl}/audio/transcriptions`,
      method: 'POST',
      headers: { Authorization: `Bearer ${account.apiKey}`, 'Content-Type': form.contentType },
      body: form.bytes.toString('base64'),
      bodyEncoding: 'base64',
      timeoutMs: openAiTimeoutMs,
    })
    const text = parseJson<{ text?: unknown }>(response.body)?.text
    if (response.status >= 400 || typeof text !== 'string') {
      addLog(turn, { status: 'error', description: 'OpenAI returned no transcription', details: responseDetails(response) })
      return next
    }
    writeVariable(currentBot(turn).variables, options.transcriptionVariableId, text)
  } catch (error) {
    addLog(turn, { status: 'error', description: 'OpenAI transcription request failed', details: errorText(error) })
  }
  return next
}
