import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { continueChat, createAndPublish, startChat } from '../support/chatHelpers'
import { linearBot, textBlock } from '../support/sampleBots'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** A ticket number asked, its QR code made (Typebot's plugin block, as exported) and shown in an image bubble. */
const ticketBot = (data: string) =>
  linearBot(
    [
      { id: 'ask', type: 'text input', options: { variableId: 'vt' } },
      { id: 'qr', type: 'qr-code', options: { action: 'Generate a QR Code', data, saveUrlInVariableId: 'vq' } },
      { id: 'show', type: 'image', content: { url: '{{QR}}' } },
      textBlock('done', 'Show this at the door.'),
    ],
    [
      { id: 'vt', name: 'Ticket' },
      { id: 'vq', name: 'QR' },
    ],
  )

describe('the QR code block', () => {
  it('draws the templated data as a PNG served with the chat’s files, shown by the image bubble, and deleted with the result', async () => {
    const { botId, publicId } = await createAndPublish(server, ticketBot('https://example.com/tickets/{{Ticket}}'))
    const chat = await startChat(server, publicId)
    const reply = await continueChat(server, chat.body.sessionId, 'A-42')
    const image = reply.body.messages.find((message: { type: string }) => message.type === 'image')
    expect(image.content.url).toMatch(/\/api\/storage\/files\/.+\/qr\/\w+-?\w*\.png$/)
    const served = await fetch(image.content.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect([...new Uint8Array(await served.arrayBuffer()).slice(0, 8)]).toEqual(pngSignature)

    await server.as(server.owner).delete(`/v1/bots/${botId}/results`, { resultIds: chat.body.resultId })
    expect((await fetch(image.content.url)).status).toBe(404)
  })

  it('logs an empty code on the result and the chat goes on', async () => {
    const { botId, publicId } = await createAndPublish(server, ticketBot('{{Nothing}}'))
    const chat = await startChat(server, publicId)
    const reply = await continueChat(server, chat.body.sessionId, 'A-43')
    expect(JSON.stringify(reply.body.messages)).toContain('Show this at the door.')
    const logs = await server.as(server.owner).get(`/v1/bots/${botId}/results/${chat.body.resultId}/logs`)
    expect(JSON.stringify(logs.body.logs)).toContain('QR code block has no data to encode')
  })
})
