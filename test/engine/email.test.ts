import { describe, expect, it } from 'vitest'
import { block, group, makeBot, text, variable } from './support/botBuilder'
import { reply, start } from './support/chat'
import { fakePorts } from './support/fakePorts'

const emailBot = (options: Record<string, unknown>, count = 1, ask = false) =>
  makeBot({
    variables: [variable('to', 'To', 'boss@example.com'), variable('n', 'Name', 'A <b>'), variable('f', 'Files', ['https://files.example/a%20b.pdf'])],
    groups: [
      group('g1', [
        ...(ask ? [block('in', 'text input', { options: { variableId: 'n' } })] : []),
        ...Array.from({ length: count }, (_, index) => block(`mail${index}`, 'Email', { options })),
        text('end', 'sent'),
      ], 'Ask'),
    ],
    startGroupId: 'g1',
  })

describe('Email', () => {
  it('sends the default body listing answers and variables, with templated recipients and subject', async () => {
    const ports = fakePorts()
    const result = await reply(await start(emailBot({ recipients: ['{{To}}, copy@example.com'], subject: 'Hi {{Name}}' }, 1, true), {}, ports), 'Bob', ports)
    expect(ports.sentMails).toHaveLength(1)
    const [{ credentialsId, message }] = ports.sentMails
    expect(credentialsId).toBe('default')
    expect(message).toMatchObject({ to: ['boss@example.com', 'copy@example.com'], subject: 'Hi Bob' })
    expect(message.text).toBe('Name: Bob\nTo: boss@example.com\nName: Bob\nFiles: https://files.example/a%20b.pdf')
    expect(result.response.logs).toBeUndefined()
    expect(result.effects[0].logs).toMatchObject([{ status: 'success', description: 'Email successfully sent' }])
  })

  it('escapes values in a custom body unless it is code', async () => {
    const ports = fakePorts()
    await start(emailBot({ recipients: ['{{To}}'], isCustomBody: true, body: 'Hello {{Name}}\nBye' }), {}, ports)
    expect(ports.sentMails[0].message.html).toBe('Hello A &lt;b&gt;<br />\nBye')
    await start(emailBot({ recipients: ['{{To}}'], isCustomBody: true, isBodyCode: true, body: '<p>{{Name}}</p>' }), {}, ports)
    expect(ports.sentMails[1].message.html).toBe('<p>A <b></p>')
  })

  it('fetches attachments from the variable URLs', async () => {
    const ports = fakePorts()
    ports.respond(() => ({ status: 200, headers: { 'Content-Type': 'application/pdf' }, body: Buffer.from('%PDF').toString('base64'), bodyEncoding: 'base64' }))
    await start(emailBot({ recipients: ['{{To}}'], attachmentsVariableId: 'f' }), {}, ports)
    expect(ports.httpRequests[0]).toMatchObject({ url: 'https://files.example/a%20b.pdf', method: 'GET', responseEncoding: 'base64' })
    const [attachment] = ports.sentMails[0].message.attachments ?? []
    expect(attachment.filename).toBe('a b.pdf')
    expect(attachment.contentType).toBe('application/pdf')
    expect(Buffer.from(attachment.content).toString()).toBe('%PDF')
  })

  it('sends at most 5 emails per session', async () => {
    const ports = fakePorts()
    const result = await start(emailBot({ recipients: ['{{To}}'] }, 7), {}, ports)
    expect(ports.sentMails).toHaveLength(5)
    expect(result.effects[0].logs.filter((log) => log.status === 'error')).toHaveLength(2)
  })

  it('does not send in preview and says so in an info log', async () => {
    const ports = fakePorts()
    const result = await start(emailBot({ recipients: ['{{To}}'] }), { isPreview: true }, ports)
    expect(ports.sentMails).toEqual([])
    expect(result.response.logs).toMatchObject([{ status: 'info', description: 'Emails are not sent in preview' }])
  })

  it('does nothing without recipients and logs unknown credentials', async () => {
    const ports = fakePorts()
    const none = await start(emailBot({ recipients: ['{{Nobody}}'] }), {}, ports)
    expect(none.effects[0].logs).toEqual([])
    const unknown = await start(emailBot({ recipients: ['{{To}}'], credentialsId: 'other' }), {}, ports)
    expect(unknown.effects[0].logs).toMatchObject([{ status: 'error' }])
    expect(ports.sentMails).toEqual([])
  })
})
