import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { continueChat, startChat } from '../support/chatHelpers'
import { startFakeBlink } from '../support/fakeBlink'
import { importExport, resultLogs, storeCredentials, typebotExport } from '../support/pluginBots'
import { textBlock } from '../support/sampleBots'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let blink: Awaited<ReturnType<typeof startFakeBlink>>
let credentialsId: string
beforeAll(async () => {
  blink = await startFakeBlink()
  server = await startTestServer({ env: { HTTP_ALLOWLIST: '127.0.0.1' } })
  credentialsId = await storeCredentials(server, 'blink', { apiKey: 'blink-token', baseUrl: `${blink.origin}/v2` })
})
afterAll(async () => {
  await server.close()
  await blink.close()
})

const variables = [
  { id: 'vn', name: 'Name' },
  { id: 've', name: 'Event' },
  { id: 'vm', name: 'Emails' },
  { id: 'vd', name: 'Names' },
]

/** A name asked, then a Blink block as Typebot exports it, then what it saved said. */
const blinkBot = (options: Record<string, unknown>, say: string) =>
  typebotExport(
    [{ id: 'ask', type: 'text input', options: { variableId: 'vn' } }, { id: 'blink', type: 'blink', options: { credentialsId, ...options } }, textBlock('say', say)],
    variables,
  )

async function run(bot: ReturnType<typeof blinkBot>, answer = 'Ada') {
  const { botId, publicId, unsupportedBlocks } = await importExport(server, bot)
  expect(unsupportedBlocks).toEqual([])
  const chat = await startChat(server, publicId)
  const reply = await continueChat(server, chat.body.sessionId, answer)
  return { said: JSON.stringify(reply.body.messages), logs: await resultLogs(server, botId, chat.body.resultId) }
}

const feedEvent = (category: string) => ({
  action: 'Send Feed Event',
  categoryId: category,
  ribbonColor: '#FF0000',
  userIds: ['u1'],
  allowComments: true,
  pushNotification: { title: 'New visitor', text: '{{Name}} is chatting' },
  sections: [
    { type: 'Header', title: 'Visitor {{Name}}' },
    { type: 'Text', value: '**{{Name}}** asked for a callback' },
    { type: 'YouTube', link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    { type: 'Buttons', buttons: [{ label: 'Open CRM', clientAction: { type: 'Open Link', url: 'https://crm.example.test/{{Name}}' } }] },
    { type: 'Attachment', url: `${blink.origin}/files/report.pdf` },
    { type: 'Horizontal Bar Chart', total: 10, data: [{ name: 'Leads', value: 4, label: '4 leads' }] },
  ],
  responseMapping: [{ item: 'Event ID', variableId: 've' }],
})

describe('the Blink block', () => {
  it('sends a feed event card built from its sections and saves the event id', async () => {
    const { said } = await run(blinkBot(feedEvent('visitors'), 'Posted {{Event}}'))
    expect(said).toContain('Posted evt-42')
    const sent = blink.requests.find((request) => request.url === '/v2/feed/events')!
    expect(sent.headers.authorization).toBe('Bearer blink-token')
    expect(sent.json).toEqual({
      body: {
        ribbon_color: '#FF0000',
        sections: [
          { type: 'header', title: 'Visitor Ada' },
          { type: 'text', value: '**Ada** asked for a callback', is_markdown: true },
          { type: 'youtube', video_id: 'dQw4w9WgXcQ' },
          { type: 'buttons', data: [{ label: 'Open CRM', client_action: `blink:link?url=${Buffer.from('https://crm.example.test/Ada').toString('base64')}&action=open` }] },
          { type: 'attachment', file_name: 'report.pdf', file_ext: 'pdf', file_size: 2048, download_url: `${blink.origin}/files/report.pdf`, open_url: `${blink.origin}/files/report.pdf` },
          { type: 'horizontal_bar_chart', total_raw_value: 10, data: [{ name: 'Leads', raw_value: 4, display_value: '4 leads' }] },
        ],
      },
      category: 'visitors',
      user_ids: ['u1'],
      notification_title: 'New visitor',
      notification_text: 'Ada is chatting',
      allow_comments: true,
    })
  })

  it('gets users’ fields into variables, a list when several match', async () => {
    const mapping = [{ item: 'Emails', variableId: 'vm' }, { item: 'Display Names', variableId: 'vd' }]
    const one = await run(blinkBot({ action: 'Get Users', filter: { type: 'User ID', userId: 'u1' }, responseMapping: mapping }, '{{Names}} <{{Emails}}>'))
    expect(one.said).toContain('Ada Lovelace <ada@example.test>')
    const several = await run(blinkBot({ action: 'Get Users', filter: { type: 'Employee ID', employeeId: '{{Name}}' }, responseMapping: mapping }, 'Found {{Names}}'), 'E7')
    expect(blink.requests.at(-1)?.url).toBe('/v2/user?employeeId=E7')
    // A list variable is said as its JSON text.
    expect(several.said).toMatch(/Found .*Ada Lovelace.*Alan Turing/)
  })

  it('logs an error answer and missing credentials on the result, and the chat goes on', async () => {
    const refused = await run(blinkBot(feedEvent('closed'), 'After the event'))
    expect(refused.said).toContain('After the event')
    expect(refused.logs).toContain('Sending the Blink feed event failed')
    expect(refused.logs).toContain('This category is closed')

    const missing = await run(blinkBot({ ...feedEvent('visitors'), credentialsId: undefined }, 'After the event'))
    expect(missing.said).toContain('After the event')
    expect(missing.logs).toContain('Blink block has no usable credentials')
  })

  it('opens a Blink page in a new tab for Redirect', async () => {
    const { botId, publicId } = await importExport(server, blinkBot({ action: 'Redirect', url: 'https://app.joinblink.com/#/hub/{{Name}}' }, 'Opened'))
    const chat = await startChat(server, publicId)
    const reply = await continueChat(server, chat.body.sessionId, 'news')
    expect(reply.body.clientSideActions).toEqual([expect.objectContaining({ type: 'redirect', redirect: { url: 'https://app.joinblink.com/#/hub/news', isNewTab: true } })])
    expect(await resultLogs(server, botId, chat.body.resultId)).toBe('[]')
  })
})
