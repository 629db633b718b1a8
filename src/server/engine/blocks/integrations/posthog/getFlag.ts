import { posthogDefaultHost, type PosthogOptions } from '../../../../../shared/bot/blocks'
import { writeVariable } from '../../../session/variables'
import { addLog } from '../../../walk/logs'
import { next, type BlockOutcome } from '../../../walk/outcome'
import { currentBot, type Turn } from '../../../walk/turnContext'
import { callService, failureDetails, pairsToObject, trimBaseUrl } from '../serviceBlocks/callService'

/** PostHog's flag evaluation answer (`/decide/?v=3`): each flag's value and its payload as JSON text. */
type Decide = { featureFlags?: Record<string, unknown>; featureFlagPayloads?: Record<string, unknown> }

/** A payload as PostHog's library returns it: the JSON it holds, else the text itself. */
function parsePayload(payload: unknown): unknown {
  if (typeof payload !== 'string') return payload ?? null
  try {
    return JSON.parse(payload)
  } catch {
    return payload
  }
}

/**
 * Get Flag: the flags evaluated for the user by PostHog's decide API at the credentials' host (the
 * project key in the body, as PostHog's library asks without a personal key). A plain flag gives its
 * payload only when it is on; a multivariate one, the payload of the variant matched, the person
 * properties sent to match it. The payload goes to the mapped variables ("Flag Payload"), null when
 * there is none. A missing field, an error answer or a timeout: an error log, and the flow goes on.
 */
export async function getPosthogFlag(turn: Turn, options: PosthogOptions, credentials: Record<string, string>): Promise<BlockOutcome> {
  const userId = options.userId?.trim()
  const flagKey = options.flagKey?.trim()
  if (!userId || !flagKey) {
    addLog(turn, { status: 'error', description: `PostHog: Get Flag needs ${[!userId && 'User ID', !flagKey && 'Flag Key'].filter(Boolean).join(' and ')}` })
    return next
  }
  const personProperties = options.multivariate ? pairsToObject(options.properties) : {}
  let decided: Decide
  try {
    decided = (await callService(turn, {
      url: `${trimBaseUrl(credentials.baseUrl || posthogDefaultHost)}/decide/?v=3`,
      method: 'POST',
      json: { api_key: credentials.apiKey, distinct_id: userId, ...(Object.keys(personProperties).length > 0 ? { person_properties: personProperties } : {}) },
    })) as Decide
  } catch (error) {
    addLog(turn, { status: 'error', description: 'PostHog: Get Flag failed', details: failureDetails(error) })
    return next
  }
  const value = decided.featureFlags?.[flagKey]
  const matched = options.multivariate ? value !== undefined && value !== false : value === true || (typeof value === 'string' && value !== '')
  const payload = matched ? parsePayload(decided.featureFlagPayloads?.[flagKey]) : null
  const { variables } = currentBot(turn)
  for (const mapping of options.responseMapping ?? []) {
    if ((mapping.item ?? 'Flag Payload') === 'Flag Payload') writeVariable(variables, mapping.variableId, payload)
  }
  return next
}
