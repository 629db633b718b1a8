import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatThroughBlock, storeCredentials } from '../support/serviceBlockChat'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const zendeskBlock = (options: Record<string, unknown>) => ({ id: 'zd', type: 'zendesk', options: { action: 'Open Web Widget', ...options } })
const key = { conversationsKeyId: 'app_123', conversationsSecretKey: 'zendesk-secret' }

/** A JWT's parts, once its HS256 signature is checked against the secret. */
function verified(token: string, secret: string) {
  const [header, payload, signature] = token.split('.')
  expect(createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url')).toBe(signature)
  const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  return { header: decode(header), payload: decode(payload) }
}

describe('the Zendesk block', () => {
  it('asks the chat page to open the widget with a token signing the visitor in, the secret staying on the server', async () => {
    const credentialsId = await storeCredentials(server, 'zendesk', key)
    const { actions, said, logs } = await chatThroughBlock(server, zendeskBlock({ credentialsId, webWidgetKey: 'widget-key', userId: 'user-{{Email}}', name: 'Ada', email: '{{Email}}' }))
    expect(said).toContain('After ')
    expect(logs).not.toContain('Zendesk')
    expect(actions).toEqual([expect.objectContaining({ type: 'zendeskWebWidget', zendeskWebWidget: { key: 'widget-key', token: expect.any(String) } })])
    const { header, payload } = verified(actions[0].zendeskWebWidget.token, 'zendesk-secret')
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT', kid: 'app_123' })
    expect(payload).toEqual({ scope: 'user', external_id: 'user-ada@example.com', name: 'Ada', email: 'ada@example.com', email_verified: true })
    expect(JSON.stringify(actions)).not.toContain('zendesk-secret')
  })

  it('opens the widget for an anonymous visitor when no user is set', async () => {
    const { actions } = await chatThroughBlock(server, zendeskBlock({ webWidgetKey: 'widget-key' }))
    expect(actions).toEqual([expect.objectContaining({ type: 'zendeskWebWidget', zendeskWebWidget: { key: 'widget-key' } })])
  })

  it('logs missing credentials on the result and opens the widget without signing the visitor in; the chat goes on', async () => {
    const { actions, said, logs } = await chatThroughBlock(server, zendeskBlock({ credentialsId: 'gone', webWidgetKey: 'widget-key', userId: '{{Email}}' }))
    expect(said).toContain('After ')
    expect(logs).toContain('Zendesk block has no usable credentials')
    expect(actions).toEqual([expect.objectContaining({ type: 'zendeskWebWidget', zendeskWebWidget: { key: 'widget-key' } })])
  })

  it('logs a missing widget key and asks nothing of the page', async () => {
    const { actions, logs } = await chatThroughBlock(server, zendeskBlock({ webWidgetKey: '{{Nothing}}' }))
    expect(logs).toContain('Zendesk: the Web Widget key is required')
    expect(actions).toEqual([])
  })
})
