import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../src/server/db/schema'
import { contract } from '../../src/shared/contract'
import { createWorkspace, outputOf } from '../support/apiFixtures'
import { expectError, expectShape } from '../support/expectShape'
import { type Actor, startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let member: Actor
let guest: Actor
let outsider: Actor
const membersOf = (workspaceId: string) => `/v1/workspaces/${workspaceId}/members`

beforeAll(async () => {
  server = await startTestServer()
  member = await server.createActor('member@example.com', { workspaceId: server.workspaceId, role: 'MEMBER' })
  guest = await server.createActor('guest@example.com', { workspaceId: server.workspaceId, role: 'GUEST' })
  outsider = await server.createActor('outsider@example.com')
})
afterAll(() => server.close())

/** A workspace of its own per test, so role changes do not leak between tests. */
const freshWorkspace = () => createWorkspace(server, server.owner, 'Team')

describe('GET /v1/workspaces/{workspaceId}/members', () => {
  it('lists every member with email and role, to any member', async () => {
    const reply = await server.as(guest).get(membersOf(server.workspaceId))
    expect(reply.status).toBe(200)
    const { members } = expectShape(outputOf(contract.workspaces.members.list), reply.body)
    expect(members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: server.owner.userId, email: 'owner@localhost', role: 'ADMIN' }),
        expect.objectContaining({ userId: member.userId, email: 'member@example.com', role: 'MEMBER' }),
        expect.objectContaining({ userId: guest.userId, email: 'guest@example.com', role: 'GUEST' }),
      ]),
    )
    expect(members).toHaveLength(3)
  })

  it('answers 404 to an outsider', async () => {
    expectError(await server.as(outsider).get(membersOf(server.workspaceId)), 404, 'NOT_FOUND')
  })
})

describe('POST /v1/workspaces/{workspaceId}/members', () => {
  it('adds a member by email, creating the user when no account has it', async () => {
    const workspaceId = await freshWorkspace()
    const reply = await server.as(server.owner).post(membersOf(workspaceId), { email: 'New.Person@Example.com', role: 'MEMBER' })
    expect(reply.status).toBe(200)
    const { member: added } = expectShape(outputOf(contract.workspaces.members.add), reply.body)
    expect(added).toMatchObject({ email: 'new.person@example.com', role: 'MEMBER' })
    const [user] = await server.db.select().from(users).where(eq(users.email, 'new.person@example.com'))
    expect(user.id).toBe(added.userId)
    const list = await server.as(server.owner).get(membersOf(workspaceId))
    expect(list.body.members.map((m: { email: string }) => m.email)).toContain('new.person@example.com')
  })

  it('hands out a one-use sign-in token for a new account, which opens a session as that account but is no API token', async () => {
    const workspaceId = await freshWorkspace()
    const reply = await server.as(server.owner).post(membersOf(workspaceId), { email: 'invited@example.com', role: 'GUEST' })
    expect(reply.status).toBe(200)
    const body = expectShape(outputOf(contract.workspaces.members.add), reply.body)
    expect(body.member.status).toBe('PENDING')
    expect(body.invitation?.url).toContain(encodeURIComponent(body.signInToken!))
    expectError(await server.as({ token: body.signInToken! }).get('/v1/users/me'), 401, 'UNAUTHORIZED')

    const session = await server.as(null).post('/v1/auth/session', { token: body.signInToken })
    expect(session.status).toBe(200)
    expect(session.body.user).toMatchObject({ id: body.member.userId, email: 'invited@example.com' })
    const cookie = session.headers.get('set-cookie')!.split(';')[0]
    const ws = await server.as(null).request('GET', `/v1/workspaces/${workspaceId}`, { headers: { cookie } })
    expect(ws.body.workspace.currentUserRole).toBe('GUEST')
  })

  it('adds an account that has signed in before at once, without creating another user or handing out a token', async () => {
    const workspaceId = await freshWorkspace()
    await server.as(guest).get('/v1/users/me')
    const reply = await server.as(server.owner).post(membersOf(workspaceId), { email: 'guest@example.com', role: 'GUEST' })
    expect(reply.status).toBe(200)
    expect(reply.body.member).toMatchObject({ userId: guest.userId, status: 'ACTIVE', invitationExpiresAt: null })
    expect(reply.body).not.toHaveProperty('signInToken')
    expect(reply.body).not.toHaveProperty('invitation')
    expect(reply.body.email).toBe('NOT_CONFIGURED')
    const ws = await server.as(guest).get(`/v1/workspaces/${workspaceId}`)
    expect(ws.body.workspace.currentUserRole).toBe('GUEST')
  })

  it('answers 409 when the email is already a member, whatever its case', async () => {
    const workspaceId = await freshWorkspace()
    await server.as(server.owner).post(membersOf(workspaceId), { email: 'twice@example.com', role: 'MEMBER' })
    const reply = await server.as(server.owner).post(membersOf(workspaceId), { email: 'TWICE@example.com', role: 'GUEST' })
    expectError(reply, 409, 'CONFLICT')
    const list = await server.as(server.owner).get(membersOf(workspaceId))
    expect(list.body.members.filter((m: { email: string }) => m.email === 'twice@example.com')).toEqual([
      expect.objectContaining({ role: 'MEMBER' }),
    ])
  })

  it('refuses members and guests with 403: only admins manage members', async () => {
    expectError(await server.as(guest).post(membersOf(server.workspaceId), { email: 'x@example.com', role: 'GUEST' }), 403, 'FORBIDDEN')
    expectError(await server.as(member).post(membersOf(server.workspaceId), { email: 'x@example.com', role: 'GUEST' }), 403, 'FORBIDDEN')
    const list = await server.as(server.owner).get(membersOf(server.workspaceId))
    expect(list.body.members.map((m: { email: string }) => m.email)).not.toContain('x@example.com')
  })

  it('answers 404 to an outsider', async () => {
    expectError(await server.as(outsider).post(membersOf(server.workspaceId), { email: 'x@example.com', role: 'GUEST' }), 404, 'NOT_FOUND')
  })

  it('refuses an invalid email or role with 400 naming the field', async () => {
    const badEmail = await server.as(server.owner).post(membersOf(server.workspaceId), { email: 'not-an-email', role: 'GUEST' })
    expectError(badEmail, 400, 'BAD_REQUEST')
    expect(badEmail.body.data.fields).toEqual([expect.objectContaining({ path: 'email' })])
    expect(badEmail.body.message).toContain('email')
    const badRole = await server.as(server.owner).post(membersOf(server.workspaceId), { email: 'ok@example.com', role: 'OWNER' })
    expectError(badRole, 400, 'BAD_REQUEST')
    expect(badRole.body.data.fields).toEqual([expect.objectContaining({ path: 'role' })])
  })
})

describe('PATCH /v1/workspaces/{workspaceId}/members/{userId}', () => {
  it("changes a member's role, which then governs what they may do", async () => {
    const workspaceId = await freshWorkspace()
    const person = await server.createActor('promoted@example.com', { workspaceId, role: 'GUEST' })
    expectError(await server.as(person).post('/v1/bots', { workspaceId }), 403, 'FORBIDDEN')

    const reply = await server.as(server.owner).patch(`${membersOf(workspaceId)}/${person.userId}`, { role: 'MEMBER' })
    expect(reply.status).toBe(200)
    const body = expectShape(outputOf(contract.workspaces.members.update), reply.body)
    expect(body.member).toMatchObject({ userId: person.userId, role: 'MEMBER' })
    expect((await server.as(person).post('/v1/bots', { workspaceId })).status).toBe(200)
  })

  it('refuses to demote the last admin (400) and keeps the role', async () => {
    const workspaceId = await freshWorkspace()
    const reply = await server.as(server.owner).patch(`${membersOf(workspaceId)}/${server.owner.userId}`, { role: 'MEMBER' })
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.data.fields).toEqual([expect.objectContaining({ path: 'userId' })])
    const ws = await server.as(server.owner).get(`/v1/workspaces/${workspaceId}`)
    expect(ws.body.workspace.currentUserRole).toBe('ADMIN')
  })

  it('lets an admin step down when another admin remains', async () => {
    const workspaceId = await freshWorkspace()
    await server.createActor('second-admin@example.com', { workspaceId, role: 'ADMIN' })
    const reply = await server.as(server.owner).patch(`${membersOf(workspaceId)}/${server.owner.userId}`, { role: 'MEMBER' })
    expect(reply.status).toBe(200)
    expect(reply.body.member.role).toBe('MEMBER')
  })

  it('refuses a member (403) and answers 404 for a user who is not a member', async () => {
    expectError(await server.as(member).patch(`${membersOf(server.workspaceId)}/${guest.userId}`, { role: 'ADMIN' }), 403, 'FORBIDDEN')
    expectError(await server.as(server.owner).patch(`${membersOf(server.workspaceId)}/${outsider.userId}`, { role: 'GUEST' }), 404, 'NOT_FOUND')
  })

  it('refuses an unknown role with 400 naming the field', async () => {
    const reply = await server.as(server.owner).patch(`${membersOf(server.workspaceId)}/${guest.userId}`, { role: 'KING' })
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.data.fields).toEqual([expect.objectContaining({ path: 'role' })])
  })
})

describe('DELETE /v1/workspaces/{workspaceId}/members/{userId}', () => {
  it('removes a member, who then no longer sees the workspace', async () => {
    const workspaceId = await freshWorkspace()
    const person = await server.createActor('leaving@example.com', { workspaceId, role: 'MEMBER' })
    const reply = await server.as(server.owner).delete(`${membersOf(workspaceId)}/${person.userId}`)
    expect(reply.status).toBe(200)
    expectShape(outputOf(contract.workspaces.members.remove), reply.body)
    expectError(await server.as(person).get(`/v1/workspaces/${workspaceId}`), 404, 'NOT_FOUND')
  })

  it('refuses to remove the last admin (400)', async () => {
    const workspaceId = await freshWorkspace()
    const reply = await server.as(server.owner).delete(`${membersOf(workspaceId)}/${server.owner.userId}`)
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.message).toContain('userId')
    expect((await server.as(server.owner).get(`/v1/workspaces/${workspaceId}`)).status).toBe(200)
  })

  it('lets any member leave on their own, but not remove others (403)', async () => {
    const workspaceId = await freshWorkspace()
    const a = await server.createActor('guest-a@example.com', { workspaceId, role: 'GUEST' })
    const b = await server.createActor('guest-b@example.com', { workspaceId, role: 'GUEST' })
    expectError(await server.as(a).delete(`${membersOf(workspaceId)}/${b.userId}`), 403, 'FORBIDDEN')
    expect((await server.as(a).delete(`${membersOf(workspaceId)}/${a.userId}`)).status).toBe(200)
    const list = await server.as(server.owner).get(membersOf(workspaceId))
    expect(list.body.members.map((m: { userId: string }) => m.userId)).toEqual(expect.arrayContaining([b.userId]))
    expect(list.body.members.map((m: { userId: string }) => m.userId)).not.toContain(a.userId)
  })

  it('answers 404 to an outsider and for a user who is not a member', async () => {
    expectError(await server.as(outsider).delete(`${membersOf(server.workspaceId)}/${guest.userId}`), 404, 'NOT_FOUND')
    expectError(await server.as(server.owner).delete(`${membersOf(server.workspaceId)}/${outsider.userId}`), 404, 'NOT_FOUND')
  })
})
