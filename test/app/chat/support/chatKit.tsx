import { render, waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'
import { Chat, type ChatProps } from '../../../../src/chat'
import type { TestServer } from '../../../support/testServer'
import { linearBot } from '../../../support/sampleBots'

/** Bot settings for tests: no typing pauses, so bubbles show at once. */
export const instantSettings = { typingEmulation: { enabled: false } }

/** Creates a draft bot (one group of `blocks`) in the owner's workspace; previews run drafts. */
export async function createDraft(
  server: TestServer,
  blocks: unknown[],
  extra: { variables?: { id: string; name: string }[]; settings?: Record<string, unknown>; theme?: Record<string, unknown> } = {},
) {
  const bot = { ...linearBot(blocks, extra.variables ?? [], { ...instantSettings, ...extra.settings }), ...(extra.theme && { theme: extra.theme }) }
  const created = await server.as(server.owner).post('/v1/bots', { workspaceId: server.workspaceId, bot })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return created.body.bot.id as string
}

/** Records the bodies the chat sends to continueChat, and those of its client logs. */
export function recordContinueBodies() {
  const original = globalThis.fetch
  const bodies: { message?: unknown }[] = []
  const clientLogs: { clientLogs: { status: string; description: string; details?: string }[] }[] = []
  globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (url.includes('/continueChat') && typeof init?.body === 'string') bodies.push(JSON.parse(init.body))
    if (url.includes('/clientLogs') && typeof init?.body === 'string') clientLogs.push(JSON.parse(init.body))
    return original(input, init)
  }
  return { bodies, clientLogs, restore: () => (globalThis.fetch = original) }
}

/** Renders the chat previewing `botId` and gives queries inside its shadow root. */
export function renderChat(server: TestServer, botId: string, props: Partial<ChatProps> = {}) {
  const view = render(
    <Chat
      apiBase={`${server.baseUrl}/api`}
      source={{ type: 'preview', botId, token: server.owner.token }}
      scriptContext="page"
      loadFonts={false}
      {...props}
    />,
  )
  const host = view.container.querySelector<HTMLElement>('[data-chat-host]')!
  /** The React container inside the shadow root. */
  const inside = () => {
    const container = host.shadowRoot?.lastElementChild as HTMLElement | null
    if (!container) throw new Error('The chat has not mounted yet')
    return container
  }
  const chat = () => within(inside())
  return { ...view, host, inside, chat, root: () => inside().querySelector<HTMLElement>('.bbc-root')! }
}

/** Waits until the chat shows text (anywhere in its bubbles). */
export async function waitForText(inside: () => HTMLElement, text: string | RegExp) {
  await waitFor(() => {
    const content = inside().querySelector('.bbc-list')?.textContent ?? ''
    expect(typeof text === 'string' ? content.includes(text) : text.test(content), `"${text}" in: ${content}`).toBe(true)
  })
}
