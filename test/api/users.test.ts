import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contract } from '../../src/shared/contract'
import { outputOf } from '../support/apiFixtures'
import { expectError, expectShape } from '../support/expectShape'
import { type Actor, startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let other: Actor
beforeAll(async () => {
  server = await startTestServer()
  other = await server.createActor('other@example.com')
})
afterAll(() => server.close())

describe('GET /v1/users/me', () => {
  it('answers the user the token belongs to', async () => {
    const reply = await server.as(server.owner).get('/v1/users/me')
    expect(reply.status).toBe(200)
    const { user } = expectShape(outputOf(contract.users.me), reply.body)
    expect(user).toMatchObject({ id: server.owner.userId, email: 'owner@localhost', name: 'Owner' })

    const otherReply = await server.as(other).get('/v1/users/me')
    expect(otherReply.body.user).toMatchObject({ id: other.userId, email: 'other@example.com' })
  })

  it('answers 401 without a token, with a malformed header and with an unknown token', async () => {
    expectError(await server.as(null).get('/v1/users/me'), 401, 'UNAUTHORIZED')
    expectError(await server.as(null).request('GET', '/v1/users/me', { headers: { Authorization: 'Basic b3duZXI6cHc=' } }), 401, 'UNAUTHORIZED')
    expectError(await server.as({ token: 'bbt_unknown' }).get('/v1/users/me'), 401, 'UNAUTHORIZED')
  })
})

describe('API tokens', () => {
  it('returns the secret once on creation, and the new token works', async () => {
    const reply = await server.as(server.owner).post('/v1/users/me/tokens', { name: 'CI' })
    expect(reply.status).toBe(200)
    const { token } = expectShape(outputOf(contract.users.createToken), reply.body)
    expect(token).toMatchObject({ name: 'CI', lastUsedAt: null })
    expect(token.token.length).toBeGreaterThanOrEqual(20)

    const me = await server.as({ token: token.token }).get('/v1/users/me')
    expect(me.status).toBe(200)
    expect(me.body.user.id).toBe(server.owner.userId)
  })

  it('lists tokens without ever showing a secret', async () => {
    const created = await server.as(server.owner).post('/v1/users/me/tokens', { name: 'Listed' })
    const secret: string = created.body.token.token
    const reply = await server.as(server.owner).get('/v1/users/me/tokens')
    expect(reply.status).toBe(200)
    const { tokens } = expectShape(outputOf(contract.users.listTokens), reply.body)
    expect(tokens.map((t) => t.id)).toContain(created.body.token.id)
    for (const token of reply.body.tokens) expect(token).not.toHaveProperty('token')
    expect(JSON.stringify(reply.body)).not.toContain(secret)
  })

  it("lists only the caller's own tokens", async () => {
    const created = await server.as(server.owner).post('/v1/users/me/tokens', { name: 'Private' })
    const reply = await server.as(other).get('/v1/users/me/tokens')
    expect(reply.status).toBe(200)
    expect(reply.body.tokens.map((t: { id: string }) => t.id)).not.toContain(created.body.token.id)
  })

  it('records when a token was last used', async () => {
    const created = await server.as(server.owner).post('/v1/users/me/tokens', { name: 'Used' })
    await server.as({ token: created.body.token.token }).get('/v1/users/me')
    const reply = await server.as(server.owner).get('/v1/users/me/tokens')
    const listed = reply.body.tokens.find((t: { id: string }) => t.id === created.body.token.id)
    expect(listed.lastUsedAt).toEqual(expect.any(String))
  })

  it('revokes a token: it answers 401 afterwards and leaves the list', async () => {
    const created = await server.as(server.owner).post('/v1/users/me/tokens', { name: 'Temporary' })
    const { id, token } = created.body.token
    const reply = await server.as(server.owner).delete(`/v1/users/me/tokens/${id}`)
    expect(reply.status).toBe(200)
    expectShape(outputOf(contract.users.deleteToken), reply.body)
    expectError(await server.as({ token }).get('/v1/users/me'), 401, 'UNAUTHORIZED')
    const list = await server.as(server.owner).get('/v1/users/me/tokens')
    expect(list.body.tokens.map((t: { id: string }) => t.id)).not.toContain(id)
  })

  it("answers 404 for another user's token id and leaves that token working", async () => {
    const created = await server.as(server.owner).post('/v1/users/me/tokens', { name: 'Not yours' })
    expectError(await server.as(other).delete(`/v1/users/me/tokens/${created.body.token.id}`), 404, 'NOT_FOUND')
    expect((await server.as({ token: created.body.token.token }).get('/v1/users/me')).status).toBe(200)
  })

  it('answers 404 for a token id that does not exist', async () => {
    expectError(await server.as(server.owner).delete('/v1/users/me/tokens/nope'), 404, 'NOT_FOUND')
  })

  it('refuses a token without a name with 400 naming the field', async () => {
    for (const body of [{}, { name: '  ' }, { name: 'x'.repeat(101) }]) {
      const reply = await server.as(server.owner).post('/v1/users/me/tokens', body)
      expectError(reply, 400, 'BAD_REQUEST')
      expect(reply.body.data.fields).toEqual([expect.objectContaining({ path: 'name' })])
      expect(reply.body.message).toContain('name')
    }
  })
})
