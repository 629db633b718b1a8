import { segmentCallOf, segmentDefaultBaseUrl, type SegmentBlock, type SegmentCall, type SegmentOptions } from '../../../../../shared/bot/blocks'
import { addLog } from '../../../walk/logs'
import { next, type BlockOutcome } from '../../../walk/outcome'
import { templateStrings } from '../../../walk/template'
import type { Turn } from '../../../walk/turnContext'
import { callService, failureDetails, pairsToObject, trimBaseUrl } from '../serviceBlocks/callService'
import { serviceCredentials } from '../serviceBlocks/serviceCredentials'

/** Each call's payload, as Segment's Node library sends it (the email is always a trait of Identify). */
const payloads: Record<SegmentCall, (options: SegmentOptions) => Record<string, unknown>> = {
  identify: ({ userId, email, traits }) => ({ userId, traits: { ...pairsToObject(traits), email } }),
  track: ({ userId, eventName, properties }) => ({ userId, event: eventName, properties: pairsToObject(properties) }),
  page: ({ userId, name, category, properties }) => ({ userId, name, category: category ?? '', properties: pairsToObject(properties) }),
  alias: ({ userId, previousId }) => ({ userId, previousId }),
}

/** The fields (named as the form does) without which Typebot sends nothing: said in the log here. */
const requiredFields = (call: SegmentCall, options: SegmentOptions): [string, string | undefined][] => {
  const userId: [string, string | undefined] = ['User ID', options.userId]
  if (call === 'identify') return [userId, ['Email', options.email]]
  if (call === 'track') return [userId, ['Event name', options.eventName]]
  if (call === 'page') return [userId, ['Name', options.name]]
  return [userId, ['Previous ID', options.previousId]]
}

/**
 * Segment (Typebot's `segment` plugin block) through its HTTP tracking API: identify, track, page
 * or alias, authenticated by the source's write key. A missing field or key, an error answer, a
 * refused address or a timeout: an error log on the result, and the flow goes on.
 */
export async function runSegment(turn: Turn, block: SegmentBlock): Promise<BlockOutcome> {
  const call = segmentCallOf(block.options?.action)!
  const credentials = await serviceCredentials(turn, block, ['apiKey'])
  if (!credentials) return next
  const options = await templateStrings(turn, block.options ?? {})
  const missing = requiredFields(call, options).filter(([, value]) => !value?.trim()).map(([field]) => field)
  if (missing.length > 0) {
    addLog(turn, { status: 'error', description: `Segment: ${options.action} needs ${missing.join(' and ')}` })
    return next
  }
  try {
    await callService(turn, {
      url: `${trimBaseUrl(credentials.baseUrl || segmentDefaultBaseUrl)}/v1/${call}`,
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${credentials.apiKey}:`).toString('base64')}` },
      json: { ...payloads[call](options), messageId: turn.ports.createId(), timestamp: turn.ports.now().toISOString() },
    })
  } catch (error) {
    addLog(turn, { status: 'error', description: `Segment: ${options.action} failed`, details: failureDetails(error) })
  }
  return next
}
