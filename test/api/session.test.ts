import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const signIn = (base: string, token: string) =>
  fetch(`${base}/api/v1/auth/session`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base }, body: JSON.stringify({ token }) })

/** The `name=value` part of a Set-Cookie header, as a browser would send it back. */
const cookieOf = (response: Response) => response.headers.get('set-cookie')!.split(';')[0]

const me = (base: string, headers: Record<string, string>) => fetch(`${base}/api/v1/users/me`, { headers })

describe('the admin app session', () => {
  it('turns a token into an HttpOnly, SameSite=Strict cookie for the API only', async () => {
    const response = await signIn(server.baseUrl, server.owner.token)
    expect(response.status).toBe(200)
    expect((await response.json()).user.email).toBe('owner@localhost')
    const setCookie = response.headers.get('set-cookie')!
    expect(setCookie).toMatch(/^bb_session=bbt_[\w-]+;/)
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('SameSite=Strict')
    expect(setCookie).toContain('Path=/api')
    expect(setCookie).not.toContain(server.owner.token)
  })

  it('is accepted on requests from the builder’s own pages and listed among the tokens', async () => {
    const cookie = cookieOf(await signIn(server.baseUrl, server.owner.token))
    const reply = await me(server.baseUrl, { Cookie: cookie, Origin: server.baseUrl, 'Sec-Fetch-Site': 'same-origin' })
    expect(reply.status).toBe(200)
    const tokens = await fetch(`${server.baseUrl}/api/v1/users/me/tokens`, { headers: { Cookie: cookie } })
    expect((await tokens.json()).tokens.map((t: { name: string }) => t.name)).toContain('Browser session')
  })

  it('is refused from another origin of the same site (the chat origin), reading or writing', async () => {
    const cookie = cookieOf(await signIn(server.baseUrl, server.owner.token))
    expect((await me(server.baseUrl, { Cookie: cookie, Origin: server.chatBaseUrl })).status).toBe(401)
    expect((await me(server.baseUrl, { Cookie: cookie, 'Sec-Fetch-Site': 'same-site' })).status).toBe(401)
    const write = await fetch(`${server.baseUrl}/api/v1/workspaces`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: server.chatBaseUrl, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Planted' }),
    })
    expect(write.status).toBe(401)
  })

  it('is ignored by the chat origin’s listener, which cannot open a session either', async () => {
    const cookie = cookieOf(await signIn(server.baseUrl, server.owner.token))
    expect((await me(server.chatBaseUrl, { Cookie: cookie, Origin: server.chatBaseUrl })).status).toBe(401)
    const onChat = await signIn(server.chatBaseUrl, server.owner.token)
    expect(onChat.status).toBe(401)
    expect(onChat.headers.get('set-cookie')).toBeNull()
  })

  it('ends on sign-out: the cookie is cleared and its token revoked', async () => {
    const cookie = cookieOf(await signIn(server.baseUrl, server.owner.token))
    const out = await fetch(`${server.baseUrl}/api/v1/auth/session`, { method: 'DELETE', headers: { Cookie: cookie, Origin: server.baseUrl } })
    expect(out.status).toBe(200)
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0')
    const after = await me(server.baseUrl, { Cookie: cookie })
    expect(after.status).toBe(401)
    expect((await after.json()).message).toBe('Your session has ended: sign in again')
    // The token it was opened with is untouched.
    expect((await server.as(server.owner).get('/v1/users/me')).status).toBe(200)
  })

  it('refuses a wrong token with the spec’s error body and sets no cookie', async () => {
    const response = await signIn(server.baseUrl, 'bbt_wrong')
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ defined: true, code: 'UNAUTHORIZED', status: 401, message: 'Invalid API token' })
    expect(response.headers.get('set-cookie')).toBeNull()
  })
})

describe('the two origins', () => {
  it('names the chat origin’s API', async () => {
    const reply = await server.as(null).get('/v1/service')
    expect(reply.body).toEqual({ chatUrl: `${server.chatBaseUrl}/api` })
  })

  it('sends visitors’ pages and the embed from the builder to the chat origin', async () => {
    const page = await fetch(`${server.baseUrl}/b/my-bot?utm=x`, { redirect: 'manual' })
    expect(page.status).toBe(302)
    expect(page.headers.get('location')).toBe(`${server.chatBaseUrl}/b/my-bot?utm=x`)
    const embed = await fetch(`${server.baseUrl}/embed.js`, { redirect: 'manual' })
    expect(embed.headers.get('location')).toBe(`${server.chatBaseUrl}/embed.js`)
  })

  it('serves the script sandbox page of the builder’s preview on the chat origin only', async () => {
    const sandbox = await fetch(`${server.chatBaseUrl}/sandbox/scripts`)
    expect(sandbox.status).toBe(200)
    expect(await sandbox.text()).toContain("type !== 'bb-run'")
    expect(await (await fetch(`${server.baseUrl}/sandbox/scripts`)).text()).not.toContain('bb-run')
  })
})
