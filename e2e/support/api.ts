import { expect } from '@playwright/test'
import { e2eToken } from '../../playwright.config'

/** Calls the e2e service's API as its owner, to set up what a test needs. */
export async function ownerCall(baseURL: string, method: string, path: string, body?: unknown) {
  const reply = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${e2eToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(reply.ok, `${method} ${path}: ${await reply.clone().text()}`).toBe(true)
  return reply.json()
}

/** A chat API call as a visitor's browser makes it; waits out the per-minute rate limit if hit. */
export async function chatCall(baseURL: string, path: string, body: unknown) {
  for (;;) {
    const reply = await fetch(`${baseURL}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    if (reply.status !== 429) {
      expect(reply.ok, `${path}: ${reply.status}`).toBe(true)
      return reply.json()
    }
    await new Promise((resolve) => setTimeout(resolve, 5000))
  }
}

/** The service's chat origin (visitors' pages and the embed), as the service names it. */
export async function chatOriginOf(baseURL: string): Promise<string> {
  const { chatUrl } = (await (await fetch(`${baseURL}/api/v1/service`)).json()) as { chatUrl: string }
  return new URL(chatUrl).origin
}

/** Creates and publishes a bot through the API; returns its ids. */
export async function publishBot(baseURL: string, bot: Record<string, unknown>) {
  const { workspaces } = await ownerCall(baseURL, 'GET', '/v1/workspaces')
  const created = await ownerCall(baseURL, 'POST', '/v1/bots', { workspaceId: workspaces[0].id, bot })
  await ownerCall(baseURL, 'POST', `/v1/bots/${created.bot.id}/publish`, {})
  return { botId: created.bot.id as string, publicId: created.bot.publicId as string }
}

/**
 * An API token of an invited member, made as they would make it: the invitation's token opens a
 * session, in which they create a token (their account page does the same).
 */
export async function invitedMemberApiToken(baseURL: string, signInToken: string): Promise<string> {
  const session = await fetch(`${baseURL}/api/v1/auth/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: signInToken }) })
  expect(session.ok, await session.clone().text()).toBe(true)
  const cookie = session.headers.get('set-cookie')!.split(';')[0]
  const created = await fetch(`${baseURL}/api/v1/users/me/tokens`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Remote' }) })
  expect(created.ok, await created.clone().text()).toBe(true)
  return ((await created.json()) as { token: { token: string } }).token.token
}
