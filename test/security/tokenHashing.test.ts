import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiTokens } from '../../src/server/db/schema'
import { createId } from '../../src/shared/ids'
import { startTestServer, type TestServer } from '../support/testServer'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const storedHashes = async (userId: string) => (await server.db.select({ hash: apiTokens.tokenHash }).from(apiTokens).where(eq(apiTokens.userId, userId))).map((row) => row.hash)

describe('stored API tokens', () => {
  it('are keyed hashes: a leaked table cannot be checked against guesses without the server secret', async () => {
    const actor = await server.createActor('weak@example.com')
    const hashes = await storedHashes(actor.userId)
    expect(hashes).toHaveLength(1)
    expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/)
    expect(hashes[0]).not.toBe(sha256(actor.token))
    expect((await server.as(actor).get('/v1/users/me')).status).toBe(200)
  })

  it('stored as plain SHA-256 by an earlier version still sign in, and are rehashed with the key at first use', async () => {
    const actor = await server.createActor('legacy@example.com')
    const legacyToken = 'an-old-admin-token'
    await server.db.insert(apiTokens).values({ id: createId(), userId: actor.userId, name: 'From before', tokenHash: sha256(legacyToken) })

    expect((await server.as({ token: legacyToken }).get('/v1/users/me')).body.user.email).toBe('legacy@example.com')
    const hashes = await storedHashes(actor.userId)
    expect(hashes).not.toContain(sha256(legacyToken))
    expect(hashes).toHaveLength(2)
    // Once rehashed, the token goes on working.
    expect((await server.as({ token: legacyToken }).get('/v1/users/me')).status).toBe(200)
  })
})
