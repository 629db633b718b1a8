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

/** PostHog's capture API (`POST /i/v0/e/`, the project key in the body): 200 `{status: 1}`, 401 for another key. */
export function startFakePosthog(projectKey = 'phc_project') {
  return startFakeService(({ method, path, body }) => {
    if (method !== 'POST' || path !== '/i/v0/e/') return { status: 404, body: { detail: 'Not found' } }
    if ((body as { api_key?: string }).api_key !== projectKey)
      return { status: 401, body: { type: 'authentication_error', code: 'invalid_api_key', detail: 'Project API key invalid.' } }
    return { status: 200, body: { status: 1 } }
  })
}
