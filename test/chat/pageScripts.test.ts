import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { continueChat, createAndPublish, startChat } from '../support/chatHelpers'
import { linearBot, textBlock } from '../support/sampleBots'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const variables = [
  { id: 've', name: 'Email' },
  { id: 'vp', name: 'Plan' },
  { id: 'va', name: 'Amount' },
]

/** An email asked, then the blocks under test (as Typebot exports them), then a last bubble. */
async function afterEmail(blocks: unknown[], email = 'ann@example.com') {
  const bot = linearBot(
    [
      { id: 'plan', type: 'Set variable', options: { variableId: 'vp', expressionToEvaluate: 'pro' } },
      { id: 'amount', type: 'Set variable', options: { variableId: 'va', expressionToEvaluate: '49.5' } },
      { id: 'ask', type: 'email input', options: { variableId: 've' } },
      ...blocks,
      textBlock('bye', 'Thanks!'),
    ],
    variables,
  )
  const { botId, publicId } = await createAndPublish(server, bot)
  const chat = await startChat(server, publicId)
  const reply = await continueChat(server, chat.body.sessionId, email)
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  const logs = await server.as(server.owner).get(`/v1/bots/${botId}/results/${chat.body.resultId}/logs`)
  return { actions: reply.body.clientSideActions ?? [], said: JSON.stringify(reply.body.messages), resultId: chat.body.resultId as string, logs: JSON.stringify(logs.body.logs) }
}

describe('steps that run on the visitor’s page', () => {
  it('Google Analytics: a gtag event with templated fields and the value read from a variable', async () => {
    const { actions, said } = await afterEmail([
      { id: 'ga', type: 'Google Analytics', options: { trackingId: 'G-TEST1', action: 'sign_up_{{Plan}}', category: 'Chat', label: '{{Email}}', value: '{{Amount}}', sendTo: '' } },
    ])
    expect(actions).toEqual([{ type: 'googleAnalytics', googleAnalytics: { trackingId: 'G-TEST1', action: 'sign_up_pro', category: 'Chat', label: 'ann@example.com', value: 49.5 } }])
    expect(said).toContain('Thanks!')
  })

  it('Meta Pixel: a standard or custom event with templated parameters, empty ones left out', async () => {
    const { actions } = await afterEmail([
      { id: 'px', type: 'Pixel', options: { pixelId: '1234', eventType: 'Lead', params: [{ id: 'p1', key: 'content_name', value: '{{Plan}}' }, { id: 'p2', key: 'value', value: '{{Amount}}' }, { id: 'p3', key: 'empty' }] } },
      { id: 'px2', type: 'Pixel', options: { pixelId: '1234', isInitSkip: true, eventType: 'Custom', name: 'Chose_{{Plan}}' } },
    ])
    expect(actions).toEqual([
      { type: 'pixel', pixel: { pixelId: '1234', eventType: 'Lead', params: { content_name: 'pro', value: '49.5' } } },
      { type: 'pixel', pixel: { pixelId: '1234', eventType: 'Custom', name: 'Chose_pro', isInitSkip: true } },
    ])
  })

  it('Chatwoot: opens the inbox’s widget for the visitor (identified by the result without an id), or closes it', async () => {
    const { actions, resultId } = await afterEmail([
      { id: 'cw', type: 'Chatwoot', options: { baseUrl: 'https://chat.example.com/', websiteToken: 'tok-{{Plan}}', user: { email: '{{Email}}', name: 'Ann' } } },
      { id: 'cw2', type: 'Chatwoot', options: { task: 'Close widget' } },
    ])
    expect(actions).toEqual([
      { type: 'chatwoot', chatwoot: { task: 'open', baseUrl: 'https://chat.example.com', websiteToken: 'tok-pro', user: { identifier: resultId, email: 'ann@example.com', name: 'Ann' } } },
      { type: 'chatwoot', chatwoot: { task: 'close' } },
    ])
    const cloud = await afterEmail([{ id: 'cw', type: 'Chatwoot', options: { websiteToken: 't', user: { id: 'user-{{Plan}}' } } }])
    expect(cloud.actions).toEqual([{ type: 'chatwoot', chatwoot: { task: 'open', baseUrl: 'https://app.chatwoot.com', websiteToken: 't', user: { identifier: 'user-pro' } } }])
  })

  it('logs what is missing and goes on without an action', async () => {
    const { actions, said, logs } = await afterEmail([
      { id: 'ga', type: 'Google Analytics', options: { action: 'x' } },
      { id: 'px', type: 'Pixel', options: { pixelId: '1', eventType: 'Custom' } },
      { id: 'cw', type: 'Chatwoot', options: { websiteToken: '{{Nothing}}' } },
    ])
    expect(actions).toEqual([])
    expect(said).toContain('Thanks!')
    expect(logs).toContain('Google Analytics block needs a measurement ID and an event action')
    expect(logs).toContain('Meta Pixel block needs a pixel ID and an event')
    expect(logs).toContain('Chatwoot block needs the website token')
  })
})
