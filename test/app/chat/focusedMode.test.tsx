import { fireEvent, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { textBlock } from '../../support/sampleBots'
import { startTestServer, type TestServer } from '../../support/testServer'
import { createDraft, renderChat, waitForText } from './support/chatKit'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const variables = [{ id: 'v-name', name: 'Name' }, { id: 'v-city', name: 'City' }]
const blocks = (between: unknown[] = []) => [
  textBlock('ask-name', 'What is your name?'),
  { id: 'name', type: 'text input', options: { variableId: 'v-name' } },
  ...between,
  textBlock('ask-city', 'Where do you live, {{Name}}?'),
  { id: 'city', type: 'text input', options: { variableId: 'v-city' } },
  textBlock('ask-age', 'How old are you?'),
  { id: 'age', type: 'number input' },
]
const focused = { chat: { focusedMode: { isEnabled: true } } }

/** Focused mode moves focus to each new question: wait for it, as a visitor would, before answering. */
async function questionFocused(inside: () => HTMLElement) {
  await waitFor(() => expect((inside().getRootNode() as ShadowRoot).activeElement?.hasAttribute('data-question-start')).toBe(true))
}

/**
 * Types an answer and sends it. In jsdom, user-event's typing does not reach React once focus was
 * moved programmatically inside the shadow root; the browser test (e2e/focusedMode.spec.ts) types for real.
 */
function answer(box: HTMLElement, text: string) {
  fireEvent.change(box, { target: { value: text } })
  fireEvent.submit(box.closest('form')!)
}

/** Rows of the conversation that assistive technology still reads. */
const readRows = (inside: () => HTMLElement) =>
  [...inside().querySelectorAll('.bbc-list > li')].filter((row) => row.getAttribute('aria-hidden') !== 'true').map((row) => row.textContent)

describe('focused mode', () => {
  it('shows one question at a time: earlier rows are hidden from assistive technology and focus moves to the new question', async () => {
    const botId = await createDraft(server, blocks(), { variables, theme: focused })
    const { inside, chat, root } = renderChat(server, botId)
    await waitForText(inside, 'What is your name?')
    expect(root().classList).toContain('bbc-focused')
    await questionFocused(inside)
    answer(await chat().findByRole('textbox'), 'Ada')
    await waitForText(inside, 'Where do you live, Ada?')
    await waitFor(() => expect(readRows(inside)).toEqual(['Where do you live, Ada?']))
    const question = inside().querySelector<HTMLElement>('[data-question-start]')!
    expect(question.textContent).toBe('Where do you live, Ada?')
    await waitFor(() => expect((inside().getRootNode() as ShadowRoot).activeElement).toBe(question))
    // The history stays in the page (faded away by the stylesheet), marked as such.
    expect(inside().querySelectorAll('[data-history]')).toHaveLength(2)
  })

  it('goes back to the previous question with the answer offered again, and the changed answer carries on', async () => {
    const botId = await createDraft(server, blocks(), { variables, theme: focused })
    const { inside, chat } = renderChat(server, botId)
    await waitForText(inside, 'What is your name?')
    expect(chat().queryByRole('button', { name: /Back/ })).toBeNull()
    await questionFocused(inside)
    answer(await chat().findByRole('textbox'), 'Ada')
    await waitForText(inside, 'Where do you live, Ada?')
    await userEvent.click(await chat().findByRole('button', { name: /Back/ }))
    await waitFor(() => expect(readRows(inside)).toEqual(['What is your name?']))
    expect(inside().querySelector('.bbc-list')?.textContent).not.toContain('Where do you live')
    await questionFocused(inside)
    const box = await chat().findByRole('textbox')
    expect((box as HTMLInputElement).value).toBe('Ada')
    answer(box, 'Grace')
    await waitForText(inside, 'Where do you live, Grace?')
  })

  it('says why when the flow does not allow going back, and keeps the question', async () => {
    const script = { id: 'script', type: 'Code', options: { content: 'return 1', isExecutedOnClient: false } }
    const botId = await createDraft(server, blocks([script]), { variables, theme: focused })
    const { inside, chat } = renderChat(server, botId)
    await waitForText(inside, 'What is your name?')
    await questionFocused(inside)
    answer(await chat().findByRole('textbox'), 'Ada')
    await waitForText(inside, 'Where do you live, Ada?')
    await userEvent.click(await chat().findByRole('button', { name: /Back/ }))
    await waitFor(() => expect(inside().querySelector('[data-notice]')?.textContent).toBe('Your previous answer can no longer be changed: the chat has already run a script.'))
    expect(await chat().findByRole('textbox')).toBeTruthy()
    expect(chat().queryByRole('button', { name: /Back/ })).toBeNull()
  })

  it('offers the back button in the normal layout when the owner turns it on, with its own text', async () => {
    const botId = await createDraft(server, blocks(), { variables, theme: { chat: { backButton: { isEnabled: true, label: 'Previous question' } } } })
    const { inside, chat, root } = renderChat(server, botId)
    await waitForText(inside, 'What is your name?')
    answer(await chat().findByRole('textbox'), 'Ada')
    await waitForText(inside, 'Where do you live, Ada?')
    expect(root().classList).not.toContain('bbc-focused')
    await userEvent.click(await chat().findByRole('button', { name: /Previous question/ }))
    await waitFor(() => expect(readRows(inside)).toEqual(['What is your name?']))
  })
})
