import { screen } from '@testing-library/react'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { LanguageModelBlock } from '../../../src/shared/bot/blocks'
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
