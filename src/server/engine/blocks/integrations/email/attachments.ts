import type { MailMessage } from '../../../ports'
import { asList, findVariable } from '../../../session/variables'
import { addLog, errorText } from '../../../walk/logs'
import { currentBot, type Turn } from '../../../walk/turnContext'

type Attachment = NonNullable<MailMessage['attachments']>[number]

const attachmentTimeoutMs = 30_000

/** The last path segment of a URL, as a file name. */
function fileNameOf(url: string, index: number): string {
  try {
    const segment = new URL(url).pathname.split('/').filter(Boolean).at(-1)
    if (segment) return decodeURIComponent(segment)
  } catch {
    // Not a URL: fall through to a generic name.
  }
  return `attachment-${index + 1}`
}

/**
 * Downloads the files behind the attachment variable's URLs through the HttpPort (public addresses
 * only). A file that cannot be fetched is logged and left out; the email still goes.
 */
export async function fetchAttachments(turn: Turn, variableId: string | undefined): Promise<Attachment[]> {
  const value = findVariable(currentBot(turn).variables, variableId)?.value
  const urls = asList(value).filter((url): url is string => Boolean(url?.trim()))
  const attachments: Attachment[] = []
  for (const [index, url] of urls.entries()) {
    try {
      const response = await turn.ports.http.request({
        url: url.trim(),
        method: 'GET',
        headers: {},
        timeoutMs: attachmentTimeoutMs,
        responseEncoding: 'base64',
      })
      if (response.status >= 400) throw new Error(`HTTP ${response.status}`)
      const contentType = Object.entries(response.headers).find(([key]) => key.toLowerCase() === 'content-type')?.[1]
      attachments.push({
        filename: fileNameOf(url, index),
        content: new Uint8Array(Buffer.from(response.body, response.bodyEncoding === 'base64' ? 'base64' : 'utf8')),
        ...(contentType ? { contentType } : {}),
      })
    } catch (error) {
      addLog(turn, { status: 'error', description: 'Email attachment could not be fetched', details: `${url}: ${errorText(error)}` }, { isSecret: true })
    }
  }
  return attachments
}
