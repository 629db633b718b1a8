import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { screen, within } from '@testing-library/react'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { BotLinkBlock, DifyAiBlock, LanguageModelBlock, OpenAiBlock, PosthogBlock, SendEmailBlock, WebhookBlock } from '../../../src/shared/bot/blocks'
import { createBot } from '../../support/apiFixtures'
import { startTestServer, type TestServer } from '../../support/testServer'
import { connectTo } from '../support/renderApp'
import { renderBlockSettings } from './support/renderBlockSettings'

let server: TestServer
let target: Server
let targetUrl: string
beforeAll(async () => {
  server = await startTestServer({ env: { HTTP_ALLOWLIST: '127.0.0.1' } })
  // The far end of the HTTP request: echoes what it got, with a list to map from.
  target = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ method: request.method, path: request.url, received: body ? JSON.parse(body) : null, items: [{ name: 'Ada' }] }))
    })
  })
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve))
  targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => target?.close(resolve))
  await server?.close()
})
beforeEach(() => connectTo(server.baseUrl, server.owner.token))

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement

describe('the HTTP request block', () => {
  it('tests the request for real: shows the response and the variables the mapping sets', async () => {
    const bot = await createBot(server, { name: 'Hooks', variables: [{ id: 'vcity', name: 'City' }, { id: 'vfirst', name: 'First' }] })
    const block: WebhookBlock = {
      id: 'w1',
      type: 'Webhook',
      options: {
        webhook: { url: `${targetUrl}/weather?city={{City}}`, body: '{"city": "{{City}}"}' },
        isCustomBody: true,
        responseVariableMapping: [{ id: 'm1', variableId: 'vfirst', bodyPath: 'data.items[0].name' }],
      },
    }
    const view = renderBlockSettings(block, { botId: bot.id, workspaceId: server.workspaceId, variables: bot.variables })
    await view.user.click(screen.getByRole('button', { name: 'Add a test value' }))
    await view.user.click(screen.getByRole('button', { name: 'Variable of test value 1' }))
    await view.user.click(screen.getByRole('option', { name: 'City' }))
    await view.user.type(textbox('Test value 1'), 'Paris')
    expect(view.last().options?.variablesForTest).toEqual([{ id: expect.any(String), variableId: 'vcity', value: 'Paris' }])

    await view.user.click(screen.getByRole('button', { name: 'Test the request' }))
    const result = await screen.findByRole('status', { name: 'Test result' })
    expect(within(result).getByText('Status 200')).toBeTruthy()
    expect(within(result).getByText(`POST ${targetUrl}/weather?city=Paris`)).toBeTruthy()
    const data = JSON.parse(within(result).getByLabelText('Response data').textContent!)
    expect(data).toEqual({ method: 'POST', path: '/weather?city=Paris', received: { city: 'Paris' }, items: [{ name: 'Ada' }] })
    expect(within(result).getByText('First').nextSibling?.textContent).toBe('Ada')
    expect(within(result).getByLabelText('Request body').textContent).toBe('{"city":"Paris"}')
  })

  it('says why a request could not be tested', async () => {
    const bot = await createBot(server, { name: 'No address' })
    // The address is a variable without a value: there is nothing to send.
    const view = renderBlockSettings<WebhookBlock>({ id: 'w1', type: 'Webhook', options: { webhook: { url: '{{Nowhere}}' } } }, { botId: bot.id, workspaceId: server.workspaceId })
    await view.user.click(screen.getByRole('button', { name: 'Test the request' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/^The request could not be tested: .*URL/)
  })

  it('edits method, parameters, headers, body, timeout and mapping into a valid block', async () => {
    const view = renderBlockSettings<WebhookBlock>({ id: 'w1', type: 'Webhook' }, { variables: [{ id: 'v1', name: 'Token' }] })
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'PUT')
    await view.user.type(textbox('URL'), 'https://api.test/items')
    await view.user.click(screen.getByText('Query parameters'))
    await view.user.click(screen.getByRole('button', { name: 'Add a parameter' }))
    await view.user.type(textbox('Name of parameter 1'), 'page')
    await view.user.type(textbox('Value of parameter 1'), '2')
    await view.user.click(screen.getByText('Headers'))
    await view.user.click(screen.getByRole('button', { name: 'Add a header' }))
    await view.user.type(textbox('Name of header 1'), 'Authorization')
    await view.user.type(textbox('Value of header 1'), 'Bearer {{{{Token}}')
    await view.user.click(screen.getByRole('switch', { name: 'Custom body' }))
    await view.user.type(textbox('Body'), '[[]')
    await view.user.click(screen.getByText('Advanced'))
    await view.user.type(textbox('Timeout (seconds)'), '500')
    expect(screen.getByText('Timeout (seconds) must be between 1 and 120.')).toBeTruthy()
    await view.user.clear(textbox('Timeout (seconds)'))
    await view.user.type(textbox('Timeout (seconds)'), '30')
    await view.user.click(screen.getByRole('button', { name: 'Save a value' }))
    await view.user.type(textbox('Response path 1'), 'statusCode')
    expect(view.last().options).toEqual({
      webhook: {
        method: 'PUT',
        url: 'https://api.test/items',
        queryParams: [{ id: expect.any(String), key: 'page', value: '2' }],
        headers: [{ id: expect.any(String), key: 'Authorization', value: 'Bearer {{Token}}' }],
        body: '[]',
      },
      isCustomBody: true,
      timeout: 30,
      responseVariableMapping: [{ id: expect.any(String), bodyPath: 'statusCode' }],
    })
  })
})

describe('the email block', () => {
  it('uses the service’s server by default and stores a new SMTP account', async () => {
    const view = renderBlockSettings<SendEmailBlock>({ id: 'e1', type: 'Email' }, { workspaceId: server.workspaceId })
    const account = screen.getByRole('combobox', { name: 'Account' }) as HTMLSelectElement
    expect(account.selectedOptions[0].textContent).toBe('Default email server')
    await view.user.click(screen.getByRole('button', { name: 'Add an account' }))
    const form = screen.getByRole('form', { name: 'Add an SMTP account' })
    await view.user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Support mailbox')
    await view.user.type(within(form).getByRole('textbox', { name: 'Server' }), 'smtp.example.com')
    await view.user.type(within(form).getByRole('textbox', { name: 'From address' }), 'bot@example.com')
    await view.user.click(within(form).getByRole('button', { name: 'Save account' }))
    await screen.findByRole('option', { name: 'Support mailbox' })
    const stored = await server.as(server.owner).get(`/v1/workspaces/${server.workspaceId}/credentials`, { type: 'smtp' })
    const created = stored.body.credentials.find((each: { name: string }) => each.name === 'Support mailbox')
    expect(view.last().options).toEqual({ credentialsId: created.id })
    expect(account.value).toBe(created.id)
  })

  it('writes recipients as lists and the body only when it is custom', async () => {
    const view = renderBlockSettings<SendEmailBlock>({ id: 'e1', type: 'Email' }, { workspaceId: server.workspaceId })
    await view.user.type(textbox('To'), 'a@x.test, {{{{Email, work}}')
    await view.user.type(textbox('Subject'), 'Hello')
    expect(screen.queryByRole('textbox', { name: 'Body' })).toBeNull()
    await view.user.click(screen.getByRole('switch', { name: 'Write the body' }))
    await view.user.type(textbox('Body'), 'Hi')
    expect(view.last().options).toEqual({ recipients: ['a@x.test', '{{Email, work}}'], subject: 'Hello', isCustomBody: true, body: 'Hi' })
  })
})

describe('the OpenAI block', () => {
  it('builds messages, a dialogue and the response mapping, with an account it creates', async () => {
    const view = renderBlockSettings<OpenAiBlock>({ id: 'o1', type: 'OpenAI' }, { workspaceId: server.workspaceId, variables: [{ id: 'v1', name: 'History' }, { id: 'v2', name: 'Reply' }] })
    await view.user.click(screen.getByRole('button', { name: 'Add an account' }))
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Team key')
    await view.user.type(screen.getByLabelText('API key'), 'sk-test')
    await view.user.click(screen.getByRole('button', { name: 'Save account' }))
    await screen.findByRole('option', { name: 'Team key' })

    await view.user.click(screen.getByRole('button', { name: 'Add a message' }))
    await view.user.type(textbox('Message 1 content'), 'Be brief.')
    await view.user.click(screen.getByRole('button', { name: 'Add a message' }))
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Message 2 role' }), 'Dialogue (from a list)')
    await view.user.click(screen.getByRole('button', { name: /Dialogue variable/ }))
    await view.user.click(screen.getByRole('option', { name: 'History' }))
    await view.user.click(screen.getByRole('button', { name: 'Save a value' }))
    await view.user.click(screen.getByRole('button', { name: 'Variable for value 1' }))
    await view.user.click(screen.getByRole('option', { name: 'Reply' }))
    const options = view.last().options!
    expect(options.credentialsId).toEqual(expect.any(String))
    expect(options.messages).toEqual([
      { id: expect.any(String), role: 'system', content: 'Be brief.' },
      { id: expect.any(String), role: 'Dialogue', dialogueVariableId: 'v1' },
    ])
    expect(options.responseMapping).toEqual([{ id: expect.any(String), variableId: 'v2' }])
  })

  it('keeps an unsupported task untouched and read-only', () => {
    renderBlockSettings<OpenAiBlock>({ id: 'o1', type: 'OpenAI', options: { task: 'Create video', prompt: 'a cat' } }, { workspaceId: server.workspaceId })
    expect(screen.getByText(/The task “Create video” is not supported/)).toBeTruthy()
    expect(screen.getByLabelText('Block data').textContent).toContain('"prompt": "a cat"')
  })
})

describe('a language-model plugin block', () => {
  it("edits a Typebot export's messages (which carry no ids), saves the answer, with an account of its provider", async () => {
    const imported: LanguageModelBlock = {
      id: 'ai1',
      type: 'anthropic',
      options: { action: 'Create chat completion', messages: [{ role: 'system', content: 'Be brief.' }], responseMapping: [{ item: 'Message content', variableId: 'v2' }] },
    }
    const view = renderBlockSettings<LanguageModelBlock>(imported, { workspaceId: server.workspaceId, variables: [{ id: 'v1', name: 'Tokens' }, { id: 'v2', name: 'Reply' }] })
    expect(screen.getByRole('textbox', { name: 'Model' }).getAttribute('placeholder')).toBe('claude-sonnet-4-5')
    expect(textbox('Message 1 content').value).toBe('Be brief.')

    await view.user.click(screen.getByRole('button', { name: 'Add an account' }))
    expect(screen.getByText('Add your Anthropic API key')).toBeTruthy()
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Claude key')
    await view.user.type(screen.getByLabelText('API key'), 'sk-ant')
    await view.user.click(screen.getByRole('button', { name: 'Save account' }))
    await screen.findByRole('option', { name: 'Claude key' })
    const stored = await server.as(server.owner).get(`/v1/workspaces/${server.workspaceId}/credentials`, { type: 'anthropic' })
    expect(stored.body.credentials.map((each: { name: string }) => each.name)).toContain('Claude key')

    await view.user.type(textbox('Message 1 content'), ' Be kind.')
    await view.user.click(screen.getByRole('button', { name: 'Save a value' }))
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Value 2' }), 'Total tokens')
    await view.user.click(screen.getByRole('button', { name: 'Variable for value 2' }))
    await view.user.click(screen.getByRole('option', { name: 'Tokens' }))
    const options = view.last().options!
    expect(options.credentialsId).toEqual(expect.any(String))
    expect(options.messages).toEqual([{ id: expect.any(String), role: 'system', content: 'Be brief. Be kind.' }])
    expect(options.responseMapping).toEqual([
      { item: 'Message content', variableId: 'v2' },
      { id: expect.any(String), item: 'Total tokens', variableId: 'v1' },
    ])
  })

  it("sets OpenAI's Create speech: the text, a voice and the variable for the audio's URL", async () => {
    const view = renderBlockSettings<LanguageModelBlock>({ id: 'ai1', type: 'openai', options: { action: 'Create speech' } }, { workspaceId: server.workspaceId, variables: [{ id: 'v1', name: 'Audio' }] })
    await view.user.type(textbox('Text to read'), 'Welcome!')
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Voice' }), 'nova')
    await view.user.click(screen.getByRole('button', { name: /Save the audio URL in/ }))
    await view.user.click(screen.getByRole('option', { name: 'Audio' }))
    expect(view.last().options).toEqual({ action: 'Create speech', input: 'Welcome!', voice: 'nova', saveUrlInVariableId: 'v1' })
  })

  it('keeps an action it does not run untouched and read-only', () => {
    // An action of a newer Typebot than this builder knows.
    renderBlockSettings<LanguageModelBlock>({ id: 'ai1', type: 'openai', options: { action: 'Create video', prompt: 'A cat' } }, { workspaceId: server.workspaceId })
    expect(screen.getByText(/The action “Create video” is not supported/)).toBeTruthy()
    expect(screen.getByLabelText('Block data').textContent).toContain('"prompt": "A cat"')
  })
})

describe('the Dify block', () => {
  it("queries a knowledge base: an account with its knowledge key, the dataset, the query, and the chunks' variable", async () => {
    const view = renderBlockSettings<DifyAiBlock>({ id: 'd1', type: 'dify-ai' }, { workspaceId: server.workspaceId, variables: [{ id: 'v1', name: 'Chunks' }] })
    // A new block asks an app until another action is chosen.
    expect((screen.getByRole('combobox', { name: 'Action' }) as HTMLSelectElement).value).toBe('Create Chat Message')
    expect(screen.getByRole('button', { name: /Conversation ID/ })).toBeTruthy()

    await view.user.click(screen.getByRole('button', { name: 'Add an account' }))
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Store docs')
    await view.user.type(screen.getByLabelText('API key'), 'app-1')
    await view.user.type(screen.getByLabelText('Knowledge API key (optional)'), 'dataset-1')
    await view.user.click(screen.getByRole('button', { name: 'Save account' }))
    await screen.findByRole('option', { name: 'Store docs' })

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Query Knowledge Base')
    expect(screen.queryByRole('button', { name: /Conversation ID/ })).toBeNull()
    await view.user.type(textbox('Knowledge base ID'), 'ds-1')
    await view.user.type(textbox('Query'), 'Opening hours')
    await view.user.click(screen.getByRole('button', { name: 'Save a value' }))
    await view.user.click(screen.getByRole('button', { name: 'Variable for value 1' }))
    await view.user.click(screen.getByRole('option', { name: 'Chunks' }))
    expect(view.last().options).toEqual({
      credentialsId: expect.any(String),
      action: 'Query Knowledge Base',
      datasetId: 'ds-1',
      query: 'Opening hours',
      responseMapping: [{ id: expect.any(String), item: 'Retrieved chunks', variableId: 'v1' }],
    })
  })
})

describe('the PostHog block', () => {
  it('sets Get Flag: the user, the flag, person properties for a multivariate flag, and the payload’s variable', async () => {
    const view = renderBlockSettings<PosthogBlock>({ id: 'p1', type: 'posthog', options: { action: 'Capture' } }, { workspaceId: server.workspaceId, variables: [{ id: 'v1', name: 'Payload' }] })
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Get Flag')
    await view.user.type(textbox('User ID'), 'user-7')
    await view.user.type(textbox('Flag key'), 'pricing')
    expect(screen.queryByRole('button', { name: 'Add a property' })).toBeNull()
    await view.user.click(screen.getByRole('checkbox', { name: /Multivariate flag/ }))
    await view.user.click(screen.getByRole('button', { name: 'Add a property' }))
    await view.user.click(screen.getByRole('button', { name: 'Save a value' }))
    await view.user.click(screen.getByRole('button', { name: 'Variable for value 1' }))
    await view.user.click(screen.getByRole('option', { name: 'Payload' }))
    expect(view.last().options).toMatchObject({
      action: 'Get Flag',
      userId: 'user-7',
      flagKey: 'pricing',
      multivariate: true,
      properties: [expect.any(Object)],
      responseMapping: [{ id: expect.any(String), item: 'Flag Payload', variableId: 'v1' }],
    })
  })
})

describe('the bot link block', () => {
  it('finds a bot of the workspace by typing, then one of its groups', async () => {
    const linked = await createBot(server, {
      name: 'Support desk',
      groups: [{ id: 'g1', title: 'Billing', graphCoordinates: { x: 0, y: 0 }, blocks: [] }],
    })
    const own = await createBot(server, { name: 'Main' })
    const view = renderBlockSettings<BotLinkBlock>({ id: 'l1', type: 'Bot link' }, { botId: own.id, workspaceId: server.workspaceId })
    await view.user.click(screen.getByRole('button', { name: /^Bot/ }))
    await view.user.keyboard('desk')
    await view.user.click(await screen.findByRole('option', { name: 'Support desk' }))
    await view.user.click(screen.getByRole('button', { name: /^Group/ }))
    await view.user.click(await screen.findByRole('option', { name: 'Billing' }))
    await view.user.click(screen.getByRole('switch', { name: 'Merge results' }))
    expect(view.last().options).toEqual({ botId: linked.id, groupId: 'g1', mergeResults: true })
  })

  it('links to this bot with its own groups, results always merged', async () => {
    const own = await createBot(server, { name: 'Self' })
    const groups = [{ id: 'g9', title: 'Again', graphCoordinates: { x: 0, y: 0 }, blocks: [] }]
    const view = renderBlockSettings<BotLinkBlock>({ id: 'l1', type: 'Bot link' }, { botId: own.id, workspaceId: server.workspaceId, groups })
    await view.user.click(screen.getByRole('button', { name: /^Bot/ }))
    await view.user.click(await screen.findByRole('option', { name: 'This bot' }))
    await view.user.click(screen.getByRole('button', { name: /^Group/ }))
    await view.user.click(screen.getByRole('option', { name: 'Again' }))
    expect(view.last().options).toEqual({ botId: 'current', groupId: 'g9' })
    const merge = screen.getByRole('switch', { name: 'Merge results' }) as HTMLButtonElement
    expect(merge.getAttribute('aria-checked')).toBe('true')
    expect(merge.disabled).toBe(true)
  })
})
