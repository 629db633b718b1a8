import { screen } from '@testing-library/react'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { LanguageModelBlock, OpenAiBlock } from '../../../src/shared/bot/blocks'
import { startTestServer, type TestServer } from '../../support/testServer'
import { connectTo } from '../support/renderApp'
import { renderBlockSettings } from './support/renderBlockSettings'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})
beforeEach(() => connectTo(server.baseUrl, server.owner.token))

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement

describe('tools of a chat completion', () => {
  it('keeps a Typebot export’s tool (no ids) and adds one with a typed parameter and its code', async () => {
    const imported: LanguageModelBlock = {
      id: 'ai1',
      type: 'anthropic',
      options: { action: 'Create chat completion', tools: [{ type: 'function', name: 'get_time', code: 'return new Date().toISOString()' }] },
    }
    const view = renderBlockSettings<LanguageModelBlock>(imported, { workspaceId: server.workspaceId })
    expect(textbox('Tool 1 name').value).toBe('get_time')

    await view.user.click(screen.getByRole('button', { name: 'Add a tool' }))
    await view.user.type(textbox('Tool 2 name'), 'get_weather')
    await view.user.click(screen.getAllByRole('button', { name: 'Add a parameter' })[1])
    await view.user.type(textbox('Parameter 1 name'), 'size')
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Parameter 1 type' }), 'enum')
    await view.user.type(textbox('Possible values'), 'small, large')
    await view.user.click(screen.getByRole('checkbox', { name: 'Required' }))
    const code = screen.getAllByRole('textbox', { name: 'Code' })[1]
    await view.user.type(code, 'return size')

    expect(view.last().options?.tools).toEqual([
      { id: 'ai1-t0', type: 'function', name: 'get_time', code: 'return new Date().toISOString()' },
      {
        id: expect.any(String),
        type: 'function',
        name: 'get_weather',
        parameters: [{ id: expect.any(String), type: 'enum', name: 'size', values: ['small', 'large'], required: false }],
        code: 'return size',
      },
    ])
  })
})

describe("OpenAI's other actions", () => {
  it('switches the action, then fills typed variables from a prompt', async () => {
    const view = renderBlockSettings<LanguageModelBlock>({ id: 'ai1', type: 'openai', options: { action: 'Create chat completion', model: 'gpt-4o' } }, { workspaceId: server.workspaceId, variables: [{ id: 'v1', name: 'Age' }] })
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Generate variables')
    expect(view.last().options).toEqual({ action: 'Generate variables' })
    await view.user.type(textbox('Prompt'), 'How old is Ada?')
    await view.user.click(screen.getByRole('button', { name: 'Add a variable' }))
    await view.user.click(screen.getByRole('button', { name: 'Variable 1 variable' }))
    await view.user.click(screen.getByRole('option', { name: 'Age' }))
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Variable 1 type' }), 'number')
    await view.user.type(textbox('Variable 1 description'), 'In years')
    expect(view.last().options).toEqual({
      action: 'Generate variables',
      prompt: 'How old is Ada?',
      variablesToExtract: [{ id: expect.any(String), type: 'number', variableId: 'v1', description: 'In years' }],
    })
  })

  it('sets Create image: the prompt, a size and the variable for its URL', async () => {
    const view = renderBlockSettings<LanguageModelBlock>({ id: 'ai1', type: 'openai', options: { action: 'Create image' } }, { workspaceId: server.workspaceId, variables: [{ id: 'v1', name: 'Picture' }] })
    await view.user.type(textbox('Prompt'), 'A cat')
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), '1792x1024')
    await view.user.click(screen.getByRole('button', { name: /Save the image URL in/ }))
    await view.user.click(screen.getByRole('option', { name: 'Picture' }))
    expect(view.last().options).toEqual({ action: 'Create image', prompt: 'A cat', size: '1792x1024', saveUrlInVariableId: 'v1' })
  })

  it('sets Create transcription: the audio URL and the variable for its text, and another address', async () => {
    const view = renderBlockSettings<LanguageModelBlock>({ id: 'ai1', type: 'openai', options: { action: 'Create transcription' } }, { workspaceId: server.workspaceId, variables: [{ id: 'v1', name: 'Said' }] })
    await view.user.type(textbox('Audio URL'), 'https://x.test/a.mp3')
    await view.user.click(screen.getByRole('button', { name: /Save the transcription in/ }))
    await view.user.click(screen.getByRole('option', { name: 'Said' }))
    await view.user.click(screen.getByText('Advanced'))
    await view.user.type(textbox('Base URL'), 'http://localhost:11434/v1')
    expect(view.last().options).toEqual({ action: 'Create transcription', url: 'https://x.test/a.mp3', transcriptionVariableId: 'v1', baseUrl: 'http://localhost:11434/v1' })
  })

  it('sets Ask Assistant as Typebot exports it: the assistant, the message, the thread variable, a function and the answer', async () => {
    const imported: LanguageModelBlock = { id: 'ai1', type: 'openai', options: { action: 'Ask Assistant', assistantId: 'asst_1', functions: [{ name: 'order_status', code: 'return 1' }] } }
    const view = renderBlockSettings<LanguageModelBlock>(imported, { workspaceId: server.workspaceId, variables: [{ id: 'v1', name: 'Thread' }, { id: 'v2', name: 'Reply' }] })
    expect((screen.getByRole('combobox', { name: 'Action' }) as HTMLSelectElement).value).toBe('Ask Assistant')
    expect(textbox('Function 1 name').value).toBe('order_status')
    await view.user.type(textbox('Message'), 'Hi')
    await view.user.click(screen.getByRole('button', { name: /Thread ID/ }))
    await view.user.click(screen.getByRole('option', { name: 'Thread' }))
    await view.user.click(screen.getByRole('button', { name: 'Save a value' }))
    await view.user.click(screen.getByRole('button', { name: 'Variable for value 1' }))
    await view.user.click(screen.getByRole('option', { name: 'Reply' }))
    expect(view.last().options).toEqual({
      action: 'Ask Assistant',
      assistantId: 'asst_1',
      functions: [{ name: 'order_status', code: 'return 1' }],
      message: 'Hi',
      threadVariableId: 'v1',
      responseMapping: [{ id: expect.any(String), item: 'Message', variableId: 'v2' }],
    })
  })
})

describe('the legacy OpenAI block', () => {
  it('switches to Create image and saves its URL through a response mapping, as Typebot stored it', async () => {
    const view = renderBlockSettings<OpenAiBlock>({ id: 'o1', type: 'OpenAI', options: { task: 'Create chat completion', model: 'gpt-4o' } }, { workspaceId: server.workspaceId, variables: [{ id: 'v1', name: 'Picture' }] })
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Task' }), 'Create image')
    await view.user.type(textbox('Prompt'), 'A cat')
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), '512x512')
    await view.user.click(screen.getByRole('button', { name: /Save the image URL in/ }))
    await view.user.click(screen.getByRole('option', { name: 'Picture' }))
    expect(view.last().options).toEqual({
      task: 'Create image',
      prompt: 'A cat',
      advancedOptions: { size: '512x512' },
      responseMapping: [{ id: expect.any(String), valueToExtract: 'Image URL', variableId: 'v1' }],
    })
  })

  it('sets Create speech with the same fields as the plugin block', async () => {
    const view = renderBlockSettings<OpenAiBlock>({ id: 'o1', type: 'OpenAI', options: { task: 'Create speech' } }, { workspaceId: server.workspaceId })
    await view.user.type(textbox('Text to read'), 'Hello')
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Voice' }), 'echo')
    expect(view.last().options).toEqual({ task: 'Create speech', input: 'Hello', voice: 'echo' })
  })
})
