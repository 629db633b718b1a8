import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { botTemplates } from '../../../src/app/dashboard/templates'
import { startTestServer, type TestServer } from '../../support/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

type Reply = { sessionId?: string; messages: { type: string; content: { markdown?: string } }[]; input?: { type: string } | null }

/** Publishes a template as a bot and chats with it over the chat API as a visitor would. */
async function converse(templateId: string, answers: string[]) {
  const owner = server.as(server.owner)
  const { document } = botTemplates.find((template) => template.id === templateId)!
  const created = await owner.post('/v1/bots', { workspaceId: server.workspaceId, bot: document })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  expect((await owner.post(`/v1/bots/${created.body.bot.id}/publish`)).status).toBe(200)
  const visitor = server.as(null)
  const said: string[] = []
  const hear = (reply: { status: number; body: Reply }) => {
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    said.push(...reply.body.messages.map((message) => message.content.markdown ?? `[${message.type}]`))
    return reply.body
  }
  let reply = hear(await visitor.post(`/v1/bots/${created.body.bot.publicId}/startChat`, { textBubbleContentFormat: 'markdown' }))
  const sessionId = reply.sessionId!
  for (const answer of answers) {
    expect(reply.input, `an input before "${answer}"; so far: ${said.join(' | ')}`).toBeTruthy()
    reply = hear(await visitor.post(`/v1/sessions/${sessionId}/continueChat`, { message: answer, textBubbleContentFormat: 'markdown' }))
  }
  return { said: said.join('\n'), waitsForInput: Boolean(reply.input) }
}

describe('the starter templates run on the chat engine', () => {
  it('lead capture sends large companies to the enterprise team', async () => {
    const chat = await converse('lead-capture', ['Ada', 'ada@example.com', 'More than 50', 'A support bot'])
    expect(chat.said).toContain('Nice to meet you, Ada!')
    expect(chat.said).toContain('Thanks Ada! Our enterprise team will write to ada@example.com within one business day.')
    expect(chat.waitsForInput).toBe(false)
  })

  it('lead capture thanks smaller companies', async () => {
    const chat = await converse('lead-capture', ['Bo', 'bo@example.com', '2 to 50', 'A quote'])
    expect(chat.said).toContain('Thanks Bo! We will get back to you at bo@example.com very soon.')
  })

  it('customer support tracks an order and says goodbye', async () => {
    const chat = await converse('customer-support', ['Track my order', '10245', "No, that's all"])
    expect(chat.said).toContain('Order 10245 is being prepared')
    expect(chat.said).toContain('Have a great day!')
    expect(chat.waitsForInput).toBe(false)
  })

  it('the FAQ answers one topic after another', async () => {
    const chat = await converse('faq', ['Shipping', 'Another question', 'Returns', "No, that's all"])
    expect(chat.said).toContain('Orders ship within 2 business days')
    expect(chat.said).toContain('You can return any item within 30 days')
    expect(chat.said).toContain('Glad I could help')
  })

  it('the NPS survey follows up by score', async () => {
    expect((await converse('nps-survey', ['Sure!', '10', 'Everything'])).said).toContain('What do you love most about us?')
    expect((await converse('nps-survey', ['Sure!', '7', 'Speed'])).said).toContain('What would make it a 10 for you?')
    const low = await converse('nps-survey', ['Sure!', '2', 'Bugs'])
    expect(low.said).toContain('Sorry to hear that. What went wrong?')
    expect(low.said).toContain('Thank you for your feedback!')
  })

  it('the quiz keeps the score', async () => {
    const chat = await converse('quiz', ["Let's go!", 'Jupiter', '8 seconds', 'The Sun'])
    expect(chat.said).toContain('Correct!')
    expect(chat.said).toContain('Not quite: about 8 minutes and 20 seconds.')
    expect(chat.said).toContain('You scored 2 out of 3.')
    expect(chat.said).toContain('Nice try!')
    const perfect = await converse('quiz', ["Let's go!", 'Jupiter', '8 minutes', 'The Sun'])
    expect(perfect.said).toContain('A perfect score!')
  })
})
