import { defaultImageModel } from '../../../../../shared/bot/blocks'
import type { HttpPort } from '../../../ports'
import { writeVariable } from '../../../session/variables'
import { addLog, errorText } from '../../../walk/logs'
import { next, type BlockOutcome } from '../../../walk/outcome'
import { templateText } from '../../../walk/template'
import { currentBot, type Turn } from '../../../walk/turnContext'
import { openAiTimeoutMs } from '../openAi/request'
import { openAiAccount, type OpenAiAccountOptions, parseJson, responseDetails } from './openAiAccount'

/** Create image's options, read from the `openai` plugin block or the legacy OpenAI block. */
export type ImageOptions = OpenAiAccountOptions & { prompt?: string; model?: string; size?: string; variableIds: string[] }

type Generated = { data?: { url?: string; b64_json?: string }[] }
type Image = { bytes: Buffer; contentType: string }

/** The image's bytes: given inline, or downloaded from the address OpenAI answered (which expires within the hour). */
async function imageBytes(http: HttpPort, image: { url?: string; b64_json?: string }): Promise<Image | undefined> {
  if (image.b64_json) return { bytes: Buffer.from(image.b64_json, 'base64'), contentType: 'image/png' }
  if (!image.url) return undefined
  const response = await http.request({ url: image.url, method: 'GET', headers: {}, timeoutMs: openAiTimeoutMs, responseEncoding: 'base64' })
  if (response.status >= 400) return undefined
  return { bytes: Buffer.from(response.body, 'base64'), contentType: response.headers['content-type']?.split(';')[0] || 'image/png' }
}

const extensionOf = (contentType: string) => ({ 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' })[contentType] ?? 'png'

/**
 * OpenAI's "Create image": the templated prompt drawn (`POST {baseUrl}/images/generations`), the
 * image stored with the chat's files, as the speech is, and its URL saved in the variables, for an
 * image bubble. Anything missing, or a failing API: an error log, and the flow goes on.
 */
export async function runCreateImage(turn: Turn, blockId: string, options: ImageOptions): Promise<BlockOutcome> {
  const queued = currentBot(turn)
  const prompt = await templateText(turn, options.prompt ?? '')
  const missing = !prompt.trim() ? 'prompt' : options.variableIds.length === 0 ? 'variable to save the URL in' : undefined
  if (missing) {
    addLog(turn, { status: 'error', description: `Create image has no ${missing}` })
    return next
  }
  const account = await openAiAccount(turn, options)
  if (!account) return next
  try {
    const response = await turn.ports.http.request({
      url: `${account.baseUrl}/images/generations`,
      method: 'POST',
      headers: { Authorization: `Bearer ${account.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ model: options.model?.trim() || defaultImageModel, prompt, n: 1, ...(options.size ? { size: options.size } : {}) }),
      timeoutMs: openAiTimeoutMs,
    })
    const generated = parseJson<Generated>(response.body)?.data?.[0]
    const image = response.status < 400 && generated ? await imageBytes(turn.ports.http, generated) : undefined
    if (!image) {
      addLog(turn, { status: 'error', description: 'OpenAI returned no image', details: responseDetails(response) })
      return next
    }
    const url = await turn.ports.files.store({
      botId: queued.bot.id,
      resultId: queued.resultId,
      blockId,
      fileName: `image.${extensionOf(image.contentType)}`,
      contentType: image.contentType,
      bytes: image.bytes,
    })
    for (const variableId of options.variableIds) writeVariable(queued.variables, variableId, url)
  } catch (error) {
    addLog(turn, { status: 'error', description: 'OpenAI image request failed', details: errorText(error) })
  }
  return next
}
