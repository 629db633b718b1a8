import { posthogActions, posthogDefaultHost, type PosthogBlock, type PosthogOptions } from '../../../../../shared/bot/blocks'
import { addLog } from '../../../walk/logs'
import { next, type BlockOutcome } from '../../../walk/outcome'
import { templateStrings } from '../../../walk/template'
import type { Turn } from '../../../walk/turnContext'
import { callService, failureDetails, pairsToObject, trimBaseUrl } from '../serviceBlocks/callService'
import { serviceCredentials } from '../serviceBlocks/serviceCredentials'
import { getPosthogFlag } from './getFlag'

/** One event for PostHog's capture API, or the fields it lacks (named as the form does). */
type CaptureEvent = { event: string; distinctId: string; properties: Record<string, unknown> } | { missing: string[] }

const lacking = (fields: [string, string | undefined][]) => fields.filter(([, value]) => !value?.trim()).map(([name]) => name)

/** Each action as the event PostHog's Node library would capture for it. */
function eventOf(turn: Turn, options: PosthogOptions): CaptureEvent {
  const properties = pairsToObject(options.properties)
  switch (options.action) {
    case posthogActions.capture: {
      // An anonymous event gets a fresh id and creates no person profile.
      const missing = lacking([['Event', options.event], ...(options.isAnonymous ? [] : [['Distinct ID', options.distinctId] as [string, string | undefined]])])
      if (missing.length > 0) return { missing }
      const groups = Object.fromEntries((options.groups ?? []).flatMap(({ type, key }) => (type && key ? [[type, key]] : [])))
      return {
        event: options.event!,
        distinctId: options.isAnonymous ? turn.ports.createId() : options.distinctId!,
        properties: {
          ...properties,
          ...(options.isAnonymous ? { $process_person_profile: false } : options.personProperties?.length ? { $set: pairsToObject(options.personProperties) } : {}),
          ...(Object.keys(groups).length > 0 ? { $groups: groups } : {}),
        },
      }
    }
    case posthogActions.identifyGroup: {
      const missing = lacking([['Distinct ID', options.distinctId], ['Type', options.groupType], ['Key', options.groupKey]])
      if (missing.length > 0) return { missing }
      return { event: '$groupidentify', distinctId: options.distinctId!, properties: { $group_type: options.groupType, $group_key: options.groupKey, $group_set: properties } }
    }
    case posthogActions.identify: {
      const missing = lacking([['User ID', options.userId]])
      return missing.length > 0 ? { missing } : { event: '$identify', distinctId: options.userId!, properties: { $set: properties } }
    }
    default: {
      const missing = lacking([['User ID', options.userId]])
      if (missing.length > 0) return { missing }
      return { event: '$pageview', distinctId: options.userId!, properties: { ...properties, ...(options.anonymous ? { $process_person_profile: false } : {}) } }
    }
  }
}

/**
 * PostHog (Typebot's `posthog` plugin block) through its capture API at the credentials' host:
 * an event, a group or a user identified, a page view; or a feature flag read (see getPosthogFlag).
 * A missing field or key, an error answer, a refused address or a timeout: an error log on the
 * result, and the flow goes on.
 */
export async function runPosthog(turn: Turn, block: PosthogBlock): Promise<BlockOutcome> {
  const credentials = await serviceCredentials(turn, block, ['apiKey'])
  if (!credentials) return next
  const options = await templateStrings(turn, block.options ?? {})
  if (options.action === posthogActions.getFlag) return getPosthogFlag(turn, options, credentials)
  const captured = eventOf(turn, options)
  if ('missing' in captured) {
    addLog(turn, { status: 'error', description: `PostHog: ${options.action} needs ${captured.missing.join(' and ')}` })
    return next
  }
  try {
    await callService(turn, {
      url: `${trimBaseUrl(credentials.baseUrl || posthogDefaultHost)}/i/v0/e/`,
      method: 'POST',
      json: {
        api_key: credentials.apiKey,
        event: captured.event,
        distinct_id: captured.distinctId,
        properties: captured.properties,
        timestamp: turn.ports.now().toISOString(),
      },
    })
  } catch (error) {
    addLog(turn, { status: 'error', description: `PostHog: ${options.action} failed`, details: failureDetails(error) })
  }
  return next
}
