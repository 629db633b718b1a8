import { startFakeService } from './recordingService'

/**
 * Segment's HTTP tracking API (`POST /v1/{identify,track,page,alias}`, Basic auth with the write key
 * as user name): 200 `{success: true}`, 401 for another key, 400 for a message without a user.
 */
export function startFakeSegment(writeKey = 'seg-write-key') {
  return startFakeService(({ method, path, headers, body }) => {
    if (method !== 'POST' || !/^\/v1\/(identify|track|page|alias)$/.test(path)) return { status: 404, body: { error: 'Not found' } }
    if (headers.authorization !== `Basic ${Buffer.from(`${writeKey}:`).toString('base64')}`) return { status: 401, body: { error: 'Invalid write key' } }
    if (!(body as { userId?: string }).userId) return { status: 400, body: { error: 'userId or anonymousId is required' } }
    return { status: 200, body: { success: true } }
  })
}

/**
 * The flags of the fake PostHog project, as its decide API evaluates them: `welcome-tour` is on with
 * a JSON payload, `dark-mode` is off, `pricing` is multivariate (the `discount` variant for a person
 * whose `plan` is `pro`, else `control`), each variant with its payload.
 */
function decide(body: { distinct_id?: string; person_properties?: Record<string, string> }) {
  const variant = body.person_properties?.plan === 'pro' ? 'discount' : 'control'
  return {
    featureFlags: { 'welcome-tour': true, 'dark-mode': false, pricing: variant },
    featureFlagPayloads: { 'welcome-tour': JSON.stringify({ steps: 3 }), pricing: JSON.stringify({ price: variant === 'discount' ? 19 : 29 }) },
    errorsWhileComputingFlags: false,
  }
}

/**
 * PostHog's capture API (`POST /i/v0/e/`, the project key in the body): 200 `{status: 1}`, 401 for
 * another key; and its flag evaluation (`POST /decide/?v=3`, the key in the body too), as `decide` says.
 */
export function startFakePosthog(projectKey = 'phc_project') {
  return startFakeService(({ method, path, query, body }) => {
    const isDecide = path === '/decide/' && query.get('v') === '3'
    if (method !== 'POST' || (path !== '/i/v0/e/' && !isDecide)) return { status: 404, body: { detail: 'Not found' } }
    if ((body as { api_key?: string }).api_key !== projectKey)
      return { status: 401, body: { type: 'authentication_error', code: 'invalid_api_key', detail: 'Project API key invalid.' } }
    return isDecide ? { status: 200, body: decide(body as Parameters<typeof decide>[0]) } : { status: 200, body: { status: 1 } }
  })
}
