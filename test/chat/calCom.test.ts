import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { continueChat, startChat } from '../support/chatHelpers'
import { importExport, resultLogs, typebotExport } from '../support/pluginBots'
import { textBlock } from '../support/sampleBots'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const variables = [
  { id: 'vn', name: 'Name' },
  { id: 'vd', name: 'Booked' },
]

/** A name asked, Cal.com's booking (as Typebot exports it), then the booked date said. */
const bookingBot = (options: Record<string, unknown>) =>
  typebotExport(
    [
      { id: 'ask', type: 'text input', options: { variableId: 'vn' } },
      { id: 'cal', type: 'cal-com', options: { action: 'Book event', saveBookedDateInVariableId: 'vd', ...options } },
      textBlock('after', 'Booked for {{Booked}}'),
    ],
    variables,
  )

describe('the Cal.com block', () => {
  it('hands the booking embed to the chat page, waits, and saves the date it books', async () => {
    const { publicId, unsupportedBlocks } = await importExport(
      server,
      bookingBot({
        baseUrl: 'https://cal.example.test/',
        link: 'https://cal.com/jane/30min',
        layout: 'Weekly',
        name: '{{Name}}',
        email: 'ada@example.test',
        phone: '+33612345678',
        anyPrefilledInformations: [{ questionId: 'company', value: 'ACME for {{Name}}' }, { questionId: 'empty', value: '{{Nothing}}' }],
      }),
    )
    expect(unsupportedBlocks).toEqual([])
    const chat = await startChat(server, publicId)
    const asked = await continueChat(server, chat.body.sessionId, 'Ada')
    expect(asked.body.clientSideActions).toEqual([
      {
        type: 'calComBooking',
        calComBooking: {
          baseUrl: 'https://cal.example.test',
          link: 'jane/30min',
          layout: 'week_view',
          prefill: { name: 'Ada', email: 'ada@example.test', location: JSON.stringify({ value: 'phone', optionValue: '+33612345678' }), company: 'ACME for Ada' },
        },
        expectsDedicatedReply: true,
      },
    ])
    expect(asked.body.input).toBeUndefined()

    const booked = await continueChat(server, chat.body.sessionId, '2030-05-06T09:00:00.000Z')
    expect(JSON.stringify(booked.body.messages)).toContain('Booked for 2030-05-06T09:00:00.000Z')
  })

  it('logs a block without an event link, or whose host is not a web address, and the chat goes on', async () => {
    for (const [options, said] of [[{}, 'Cal.com block has no event link'], [{ link: 'jane/30min', baseUrl: 'javascript:alert(1)' }, 'host that is not a web address']] as const) {
      const { botId, publicId } = await importExport(server, bookingBot(options))
      const chat = await startChat(server, publicId)
      const reply = await continueChat(server, chat.body.sessionId, 'Ada')
      expect(reply.body.clientSideActions).toBeUndefined()
      expect(JSON.stringify(reply.body.messages)).toContain('Booked for')
      expect(await resultLogs(server, botId, chat.body.resultId)).toContain(said)
    }
  })
})
