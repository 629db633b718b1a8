import { waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { TurnLogs } from '../../../src/chat'
import { startFakeOpenAi } from '../../support/fakeOpenAi'
import { startTestServer, type TestServer } from '../../support/testServer'
import { textBlock } from '../../support/sampleBots'
import { createDraft, recordContinueBodies, renderChat, waitForText } from './support/chatKit'

let server: TestServer
let openAi: Awaited<ReturnType<typeof startFakeOpenAi>>
beforeAll(async () => {
  openAi = await startFakeOpenAi('Paris is the capital')
  server = await startTestServer({ env: { HTTP_ALLOWLIST: '127.0.0.1' } })
})
afterAll(async () => {
  await server?.close()
  await openAi?.close()
})
let recorder: ReturnType<typeof recordContinueBodies> | undefined
afterEach(() => {
  recorder?.restore()
  vi.restoreAllMocks()
})

declare global {
  interface Window {
    chatTrace?: unknown[]
  }
}

describe('client-side actions run in order after their bubble and reply', () => {
  it('runs scripts, client set variable, waits, redirects, HTTP requests and reports failures', async () => {
    recorder = recordContinueBodies()
    window.chatTrace = []
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const logs: TurnLogs[] = []
    const botId = await createDraft(
      server,
      [
        textBlock('before', 'Before'),
        {
          id: 'script',
          type: 'Code',
          // Records its argument and how many host bubbles were on screen when it ran.
          options: { content: "window.chatTrace.push({{Name}}, document.querySelector('[data-chat-host]').shadowRoot.querySelectorAll('.bbc-host').length)" },
        },
        textBlock('middle', 'Middle'),
        { id: 'sum', type: 'Set variable', options: { variableId: 'vs', type: 'Custom', expressionToEvaluate: '{{A}} + 2', isExecutedOnClient: true } },
        textBlock('sum-said', 'Sum {{Sum}}'),
        { id: 'pause', type: 'Wait', options: { secondsToWaitFor: '0.05' } },
        { id: 'away', type: 'Redirect', options: { url: 'https://example.com/next', isNewTab: true } },
        {
          id: 'http',
          type: 'Webhook',
          options: {
            isExecutedOnClient: true,
            webhook: { method: 'GET', url: `${server.baseUrl}/api/v1/workspaces` },
            responseVariableMapping: [
              { id: 'm1', variableId: 'vc', bodyPath: 'statusCode' },
              { id: 'm2', variableId: 'vt', bodyPath: 'data.code' },
            ],
          },
        },
        { id: 'hold', type: 'Wait', options: { secondsToWaitFor: '0.05', shouldPause: true } },
        { id: 'broken', type: 'Code', options: { content: "throw new Error('boom')" } },
        textBlock('end', 'Status {{Code}} {{Version}}'),
      ],
      {
        variables: [
          { id: 'vn', name: 'Name', value: 'Ada' } as never,
          { id: 'va', name: 'A', value: '40' } as never,
          { id: 'vs', name: 'Sum' },
          { id: 'vc', name: 'Code' },
          { id: 'vt', name: 'Version' },
        ],
      },
    )
    const { inside, chat } = renderChat(server, botId, { onLogs: (turn) => logs.push(turn) })
    await waitForText(inside, 'Status 401 UNAUTHORIZED')

    expect(window.chatTrace).toEqual(['Ada', 1])
    expect(inside().querySelector('[data-block-id="sum-said"]')?.textContent).toBe('Sum 42')
    const messages = recorder.bodies.map((body) => body.message ?? null)
    expect(messages[0]).toEqual({ type: 'text', text: '42' })
    expect(JSON.parse((messages[1] as { text: string }).text)).toMatchObject({ statusCode: 401, data: { code: 'UNAUTHORIZED' } })
    expect(messages[2]).toBeNull() // the paused Wait resumes with an empty continue

    expect(open).toHaveBeenCalledWith('https://example.com/next', '_blank')
    expect(chat().getByText('Pop-up blocked')).toBeTruthy()
    expect(chat().getByRole('link', { name: 'Open in a new tab' }).getAttribute('href')).toBe('https://example.com/next')

    const clientLogs = logs.filter((turn) => turn.origin === 'client').flatMap((turn) => turn.logs)
    expect(clientLogs).toContainEqual(expect.objectContaining({ status: 'error', description: 'Script failed', details: expect.stringContaining('boom') }))
    // …and the same log goes to the session's result through clientLogs.
    await waitFor(() => expect(recorder!.clientLogs.flatMap((body) => body.clientLogs)).toContainEqual(expect.objectContaining({ description: 'Script failed' })))
  })

  it('streams an OpenAI completion into a growing bubble, then continues with the full text', async () => {
    const credentials = await server.as(server.owner).post(`/v1/workspaces/${server.workspaceId}/credentials`, {
      credentials: { type: 'openai', name: 'Local model', data: { apiKey: 'sk-test' } },
    })
    recorder = recordContinueBodies()
    const botId = await createDraft(
      server,
      [
        { id: 'ask', type: 'text input', options: { variableId: 'vq' } },
        {
          id: 'ai',
          type: 'OpenAI',
          options: {
            credentialsId: credentials.body.credentials.id,
            baseUrl: openAi.baseUrl,
            model: 'local-model',
            messages: [{ id: 'm1', role: 'user', content: '{{Question}}' }],
            responseMapping: [{ id: 'r1', valueToExtract: 'Message content', variableId: 'vr' }],
          },
        },
        textBlock('answer', '{{Reply}}'),
        textBlock('after', 'Anything else?'),
      ],
      { variables: [{ id: 'vq', name: 'Question' }, { id: 'vr', name: 'Reply' }] },
    )
    const { inside, chat } = renderChat(server, botId)
    const user = userEvent.setup()
    await user.type(await waitFor(() => chat().getByLabelText('Your answer…')), 'Capital of France?')
    await user.click(chat().getByRole('button', { name: 'Send' }))
    await waitForText(inside, 'Anything else?')

    expect(inside().querySelector('[data-bubble="stream"]')?.textContent?.trim()).toBe('Paris is the capital')
    expect(inside().querySelectorAll('.bbc-host').length).toBe(2) // the streamed bubble stands for the text bubble
    expect(recorder.bodies.at(-1)?.message).toEqual({ type: 'text', text: 'Paris is the capital ' })
  })
})
