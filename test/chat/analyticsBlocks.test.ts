import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakePosthog, startFakeSegment } from '../support/fakeAnalytics'
import { chatThroughBlock, storeCredentials } from '../support/serviceBlockChat'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let segment: Awaited<ReturnType<typeof startFakeSegment>>
let posthog: Awaited<ReturnType<typeof startFakePosthog>>
beforeAll(async () => {
  segment = await startFakeSegment()
  posthog = await startFakePosthog()
  // The fakes listen on loopback: the operator's allowlist lets bots reach them.
  server = await startTestServer({ env: { HTTP_ALLOWLIST: '127.0.0.1' } })
})
afterAll(async () => {
  await server.close()
  await segment.close()
  await posthog.close()
})

const segmentBlock = (options: Record<string, unknown>) => ({ id: 'seg', type: 'segment', options })
const posthogBlock = (options: Record<string, unknown>) => ({ id: 'ph', type: 'posthog', options })

describe('the Segment block', () => {
  it('identifies the user with the email as a trait, authenticated by the write key', async () => {
    const credentialsId = await storeCredentials(server, 'segment', { apiKey: 'seg-write-key', baseUrl: segment.baseUrl })
    const { said, logs } = await chatThroughBlock(server, segmentBlock({ action: 'Identify User', credentialsId, userId: 'user-{{Email}}', email: '{{Email}}', traits: [{ key: 'plan', value: 'pro' }, { key: 'empty' }] }))
    expect(said).toContain('After ')
    expect(logs).not.toContain('Segment')
    const request = segment.requests.at(-1)!
    expect(request.path).toBe('/v1/identify')
    expect(request.body).toMatchObject({ userId: 'user-ada@example.com', traits: { plan: 'pro', email: 'ada@example.com' }, messageId: expect.any(String), timestamp: expect.any(String) })
  })

  it('tracks an event and a page view (under their older names too) with their properties', async () => {
    const credentialsId = await storeCredentials(server, 'segment', { apiKey: 'seg-write-key', baseUrl: segment.baseUrl })
    await chatThroughBlock(server, segmentBlock({ action: 'Track Event', credentialsId, userId: '{{Email}}', eventName: 'Signed up', properties: [{ key: 'source', value: 'bot' }] }))
    expect(segment.requests.at(-1)).toMatchObject({ path: '/v1/track', body: { userId: 'ada@example.com', event: 'Signed up', properties: { source: 'bot' } } })
    await chatThroughBlock(server, segmentBlock({ action: 'Page', credentialsId, userId: '{{Email}}', name: 'Support bot' }))
    expect(segment.requests.at(-1)).toMatchObject({ path: '/v1/page', body: { userId: 'ada@example.com', name: 'Support bot', category: '' } })
    await chatThroughBlock(server, segmentBlock({ action: 'Alias', credentialsId, userId: '{{Email}}', previousId: 'anon-1' }))
    expect(segment.requests.at(-1)).toMatchObject({ path: '/v1/alias', body: { userId: 'ada@example.com', previousId: 'anon-1' } })
  })

  it('logs Segment’s error answer, and a missing field, on the result; the chat goes on', async () => {
    const wrongKey = await storeCredentials(server, 'segment', { apiKey: 'not-the-key', baseUrl: segment.baseUrl })
    const failed = await chatThroughBlock(server, segmentBlock({ action: 'Track', credentialsId: wrongKey, userId: '{{Email}}', eventName: 'Signed up' }))
    expect(failed.said).toContain('After ')
    expect(failed.logs).toContain('Segment: Track failed')
    expect(failed.logs).toContain('Invalid write key')
    const incomplete = await chatThroughBlock(server, segmentBlock({ action: 'Track', credentialsId: wrongKey, userId: '{{Nobody}}' }))
    expect(incomplete.logs).toContain('Segment: Track needs User ID and Event name')
  })

  it('logs missing credentials on the result and sends nothing; the chat goes on', async () => {
    const before = segment.requests.length
    const { said, logs } = await chatThroughBlock(server, segmentBlock({ action: 'Track', userId: '{{Email}}', eventName: 'Signed up' }))
    expect(said).toContain('After ')
    expect(logs).toContain('Segment block has no usable credentials')
    expect(segment.requests.length).toBe(before)
  })
})

describe('the PostHog block', () => {
  it('captures an event with properties, person properties and groups at the credentials’ host', async () => {
    const credentialsId = await storeCredentials(server, 'posthog', { apiKey: 'phc_project', baseUrl: `${posthog.baseUrl}/` })
    const { said, logs } = await chatThroughBlock(
      server,
      posthogBlock({
        action: 'Capture',
        credentialsId,
        event: 'chat completed',
        distinctId: '{{Email}}',
        properties: [{ key: 'bot', value: 'support' }],
        personProperties: [{ key: 'email', value: '{{Email}}' }],
        groups: [{ type: 'company', key: 'acme' }],
      }),
    )
    expect(said).toContain('After ')
    expect(logs).not.toContain('PostHog')
    expect(posthog.requests.at(-1)!.body).toMatchObject({
      api_key: 'phc_project',
      event: 'chat completed',
      distinct_id: 'ada@example.com',
      properties: { bot: 'support', $set: { email: 'ada@example.com' }, $groups: { company: 'acme' } },
      timestamp: expect.any(String),
    })
  })

  it('captures an anonymous event without a person profile, identifies a group and a user, records a page view', async () => {
    const credentialsId = await storeCredentials(server, 'posthog', { apiKey: 'phc_project', baseUrl: posthog.baseUrl })
    await chatThroughBlock(server, posthogBlock({ action: 'Capture', credentialsId, event: 'visit', isAnonymous: true }))
    const anonymous = posthog.requests.at(-1)!.body as { distinct_id: string; properties: Record<string, unknown> }
    expect(anonymous.distinct_id).toEqual(expect.any(String))
    expect(anonymous.properties).toEqual({ $process_person_profile: false })
    await chatThroughBlock(server, posthogBlock({ action: 'Identify Group', credentialsId, distinctId: '{{Email}}', groupType: 'company', groupKey: 'acme', properties: [{ key: 'name', value: 'Acme' }] }))
    expect(posthog.requests.at(-1)!.body).toMatchObject({ event: '$groupidentify', distinct_id: 'ada@example.com', properties: { $group_type: 'company', $group_key: 'acme', $group_set: { name: 'Acme' } } })
    await chatThroughBlock(server, posthogBlock({ action: 'Identify User', credentialsId, userId: '{{Email}}', properties: [{ key: 'plan', value: 'pro' }] }))
    expect(posthog.requests.at(-1)!.body).toMatchObject({ event: '$identify', distinct_id: 'ada@example.com', properties: { $set: { plan: 'pro' } } })
    await chatThroughBlock(server, posthogBlock({ action: 'Page View', credentialsId, userId: '{{Email}}' }))
    expect(posthog.requests.at(-1)!.body).toMatchObject({ event: '$pageview', distinct_id: 'ada@example.com' })
  })

  it('logs PostHog’s error answer on the result; the chat goes on', async () => {
    const credentialsId = await storeCredentials(server, 'posthog', { apiKey: 'phc_wrong', baseUrl: posthog.baseUrl })
    const { said, logs } = await chatThroughBlock(server, posthogBlock({ action: 'Capture', credentialsId, event: 'x', distinctId: '{{Email}}' }))
    expect(said).toContain('After ')
    expect(logs).toContain('PostHog: Capture failed')
    expect(logs).toContain('Project API key invalid.')
  })

  it('logs missing credentials on the result and sends nothing; the chat goes on', async () => {
    const before = posthog.requests.length
    const { said, logs } = await chatThroughBlock(server, posthogBlock({ action: 'Capture', credentialsId: 'gone', event: 'x', distinctId: '{{Email}}' }))
    expect(said).toContain('After ')
    expect(logs).toContain('PostHog block has no usable credentials')
    expect(posthog.requests.length).toBe(before)
  })

  describe('Get Flag (older exports)', () => {
    const getFlag = async (options: Record<string, unknown>) => {
      const credentialsId = await storeCredentials(server, 'posthog', { apiKey: 'phc_project', baseUrl: posthog.baseUrl })
      return chatThroughBlock(server, posthogBlock({ action: 'Get Flag', credentialsId, userId: '{{Email}}', responseMapping: [{ item: 'Flag Payload', variableId: 'vr' }], ...options }))
    }

    it("saves the payload of a flag that is on for the user, asked of PostHog's decide API with the project key", async () => {
      const { said, logs } = await getFlag({ flagKey: 'welcome-tour' })
      expect(said).toContain('After {\\"steps\\":3}')
      expect(logs).not.toContain('PostHog')
      expect(posthog.requests.at(-1)).toMatchObject({ method: 'POST', path: '/decide/', body: { api_key: 'phc_project', distinct_id: 'ada@example.com' } })
      expect(posthog.requests.at(-1)!.body).not.toHaveProperty('person_properties')
    })

    it('saves nothing for a flag that is off', async () => {
      const { said, logs } = await getFlag({ flagKey: 'dark-mode' })
      expect(said).toContain('"text":"After "')
      expect(logs).not.toContain('PostHog')
    })

    it("saves a multivariate flag's payload for the variant the person properties match", async () => {
      const pro = await getFlag({ flagKey: 'pricing', multivariate: true, properties: [{ key: 'plan', value: 'pro' }] })
      expect(pro.said).toContain('After {\\"price\\":19}')
      expect(posthog.requests.at(-1)!.body).toMatchObject({ person_properties: { plan: 'pro' } })
      expect((await getFlag({ flagKey: 'pricing', multivariate: true })).said).toContain('After {\\"price\\":29}')
    })

    it('logs a missing flag key and a rejected project key; the chat goes on', async () => {
      const missing = await getFlag({ flagKey: ' ' })
      expect(missing.said).toContain('After ')
      expect(missing.logs).toContain('PostHog: Get Flag needs Flag Key')
      const wrongKey = await storeCredentials(server, 'posthog', { apiKey: 'phc_wrong', baseUrl: posthog.baseUrl })
      const rejected = await chatThroughBlock(server, posthogBlock({ action: 'Get Flag', credentialsId: wrongKey, userId: '{{Email}}', flagKey: 'welcome-tour' }))
      expect(rejected.logs).toContain('PostHog: Get Flag failed')
      expect(rejected.logs).toContain('Project API key invalid.')
    })
  })
})
