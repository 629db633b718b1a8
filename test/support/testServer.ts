import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from 'vitest'
import { chatOriginFor, createApp } from '../../src/server/app'
import { createChatApp } from '../../src/server/chatApp'
import { findOrCreateUser, issueToken } from '../../src/server/auth/accounts'
import { bootstrap } from '../../src/server/bootstrap'
import { readConfig } from '../../src/server/config'
import { createServices, ephemeralSecret } from '../../src/server/services'
import type { Database } from '../../src/server/db/database'
import { members } from '../../src/server/db/schema'
import type { MemberRole } from '../../src/shared/workspace'
import { openTestDatabase } from './testDatabase'
import { answerClientErrors } from '../../src/server/http/clientErrors'
import { createCollabHub, type CollabHub } from '../../src/server/collab/collabHub'
import { chatTurnLane } from '../../src/server/http/chatTurnLane'
import { createListener, type Lane } from '../../src/server/http/listener'

export type Actor = { userId: string; email: string; token: string }
export type Reply<T = any> = { status: number; body: T; headers: Headers } // eslint-disable-line @typescript-eslint/no-explicit-any

type RequestOptions = { query?: Record<string, string>; body?: unknown; rawBody?: string; headers?: Record<string, string> }

/** A client that speaks HTTP to the test server with one identity (or none). */
export type Client = {
  request: (method: string, path: string, options?: RequestOptions) => Promise<Reply>
  get: (path: string, query?: Record<string, string>) => Promise<Reply>
  post: (path: string, body?: unknown) => Promise<Reply>
  patch: (path: string, body?: unknown) => Promise<Reply>
  delete: (path: string, body?: unknown) => Promise<Reply>
}

export type TestServer = {
  baseUrl: string
  /** The chat origin's listener (visitors' pages, the embed, the API without session cookies). */
  chatBaseUrl: string
  db: Database
  services: ReturnType<typeof createServices>
  config: ReturnType<typeof readConfig>
  owner: Actor
  /** The owner's "My workspace". */
  workspaceId: string
  as: (actor: Actor | { token: string } | null) => Client
  /** A user with a token, optionally made a member of a workspace with a role. */
  createActor: (email: string, membership?: { workspaceId: string; role: MemberRole }) => Promise<Actor>
  /** Live editing of this server (its WebSocket route and rooms). */
  collab: CollabHub
  close: () => Promise<void>
}

/** A listener as the service binds one: the chat turn lane first, then the app. */
export const listenOnLoopback = async (fetch: (request: Request) => Response | Promise<Response>, lane?: Lane) => {
  const listener = createListener(fetch, lane).listen(0, '127.0.0.1')
  answerClientErrors(listener)
  await new Promise<void>((resolve) => listener.once('listening', () => resolve()))
  return listener
}

/** Starts the real service on a loopback port, on a fresh copy of the template database. */
export async function startTestServer(
  options: { maxBodySize?: number; env?: NodeJS.ProcessEnv; overrides?: Parameters<typeof createServices>[1] } = {},
): Promise<TestServer> {
  const handle = await openTestDatabase()
  const dataDir = mkdtempSync(join(tmpdir(), 'bb-test-'))
  const config = { ...readConfig({ DATA_DIR: dataDir, ...options.env }), ...(options.maxBodySize && { maxBodySize: options.maxBodySize }) }
  const services = createServices(config, { secret: ephemeralSecret(), ...options.overrides })
  const { signInToken } = await bootstrap(handle.db, services.keys.tokens)
  let chatPort = 0
  const collab = createCollabHub({ db: handle.db, tokenKey: services.keys.tokens, redis: services.redis, maxMessageSize: config.maxBodySize, accessCheckMs: 200 })
  const dependencies = { db: handle.db, config, services, chatOrigin: chatOriginFor(config, () => chatPort), collab }
  const chatServer = await listenOnLoopback(createChatApp(dependencies).fetch, chatTurnLane(dependencies, { sessionCookies: false }))
  chatPort = (chatServer.address() as AddressInfo).port
  const server = await listenOnLoopback(createApp(dependencies).fetch, chatTurnLane(dependencies, { sessionCookies: true }))
  collab.attach(server)
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const as = (actor: { token: string } | null): Client => {
    const request = async (method: string, path: string, { query, body, rawBody, headers }: RequestOptions = {}) => {
      const url = new URL(`/api${path}`, baseUrl)
      for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value)
      const response = await fetch(url, {
        method,
        headers: {
          ...(actor && { Authorization: `Bearer ${actor.token}` }),
          ...((body !== undefined || rawBody !== undefined) && { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
      })
      const text = await response.text()
      let parsed: unknown = text
      try {
        parsed = text ? JSON.parse(text) : undefined
      } catch {
        // Non-JSON bodies stay text, so a test can say what came back instead.
      }
      return { status: response.status, body: parsed, headers: response.headers } as Reply
    }
    return {
      request,
      get: (path, query) => request('GET', path, { query }),
      post: (path, body) => request('POST', path, { body }),
      patch: (path, body) => request('PATCH', path, { body }),
      delete: (path, body) => request('DELETE', path, { body }),
    }
  }

  const [{ userId }] = await handle.db.select({ userId: members.userId }).from(members)
  const owner: Actor = { userId, email: 'owner@localhost', token: signInToken! }
  const workspaces = await as(owner).get('/v1/workspaces')

  return {
    baseUrl,
    chatBaseUrl: `http://127.0.0.1:${chatPort}`,
    db: handle.db,
    services,
    collab,
    config,
    owner,
    workspaceId: workspaces.body.workspaces[0].id,
    as,
    createActor: async (email, membership) => {
      const user = await findOrCreateUser(handle.db, email)
      const { value } = await issueToken(handle.db, services.keys.tokens, user.id, 'test')
      if (membership) {
        await handle.db.insert(members).values({ workspaceId: membership.workspaceId, userId: user.id, role: membership.role })
      }
      return { userId: user.id, email: user.email, token: value }
    },
    close: async () => {
      await collab.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await new Promise<void>((resolve) => chatServer.close(() => resolve()))
      await services.close()
      await handle.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Another server on the same database, as a second process of one deployment would be (its own
 * services: caches, locks), answering continueChat over HTTP.
 */
export async function startSecondProcess(server: TestServer) {
  const services = createServices(server.config, { secret: ephemeralSecret() })
  const dependencies = { db: server.db, config: server.config, services, chatOrigin: () => server.chatBaseUrl }
  const listener = await listenOnLoopback(createApp(dependencies).fetch, chatTurnLane(dependencies, { sessionCookies: true }))
  const baseUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`
  return {
    continueChat: async (sessionId: string, message: string) => {
      const response = await fetch(`${baseUrl}/api/v1/sessions/${sessionId}/continueChat`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ message }),
      })
      expect(response.status).toBe(200)
      return response.json()
    },
    close: async () => {
      await new Promise<void>((resolve) => listener.close(() => resolve()))
      await services.close()
    },
  }
}
