import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { issueToken } from '../../src/server/auth/accounts'
import { invitations } from '../../src/server/db/schema'
import { contract } from '../../src/shared/contract'
import { createWorkspace, outputOf } from '../support/apiFixtures'
import { expectError, expectShape } from '../support/expectShape'
import { startLocalSmtp } from '../support/localSmtp'
import { type Actor, startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let smtp: Awaited<ReturnType<typeof startLocalSmtp>>
let outsider: Actor
beforeAll(async () => {
  smtp = await startLocalSmtp()
  server = await startTestServer({ env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_SECURE: 'false', SMTP_FROM: 'Builder <builder@example.com>' } })
  outsider = await server.createActor('outsider@example.com')
  await createWorkspace(server, outsider, 'Elsewhere')
})
afterAll(async () => {
  await server.close()
  await smtp.close()
})
beforeEach(() => {
  smtp.received.length = 0
})

const membersOf = (workspaceId: string) => `/v1/workspaces/${workspaceId}/members`
const invitationOf = (workspaceId: string, userId: string) => `${membersOf(workspaceId)}/${userId}/invitation`
let count = 0
const newEmail = () => `invitee-${++count}-${Date.now()}@example.com`

async function invite(workspaceId: string, email = newEmail(), role = 'MEMBER') {
  const reply = await server.as(server.owner).post(membersOf(workspaceId), { email, role })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return expectShape(outputOf(contract.workspaces.members.add), reply.body)
}

/** Opens the link as the app does: its token traded for a session cookie. */
const openLink = (url: string) => server.as(null).post('/v1/auth/session', { token: new URL(url).searchParams.get('token') })

const listed = async (workspaceId: string, userId: string) =>
  (await server.as(server.owner).get(membersOf(workspaceId))).body.members.find((member: { userId: string }) => member.userId === userId)

/** The decoded text of a received message (quoted-printable soft breaks joined). */
const bodyOf = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
/** The HTML part of a received message, decoded. */
const htmlOf = (raw: string) => bodyOf(raw.slice(raw.indexOf('Content-Type: text/html')))

describe('inviting someone new', () => {
  it('makes a pending member with a 7-day link into the workspace, and emails it escaped', async () => {
    const workspaceId = await createWorkspace(server, server.owner, 'Support <team> & "friends"')
    const email = newEmail()
    const before = Date.now()
    const { member, invitation, email: delivery } = await invite(workspaceId, email)
    expect(member).toMatchObject({ email, status: 'PENDING', invitationExpiresAt: invitation!.expiresAt })
    expect(invitation!.url).toMatch(new RegExp(`^${server.baseUrl}/w/${workspaceId}\\?token=bbi_`))
    const days = (Date.parse(invitation!.expiresAt) - before) / 86_400_000
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThan(7.01)

    expect(delivery).toBe('SENT')
    expect(smtp.received).toHaveLength(1)
    const [mail] = smtp.received
    expect(mail.to).toEqual([email])
    const html = htmlOf(mail.raw)
    expect(html).toContain(`href="${invitation!.url}"`)
    expect(html).toContain('Support &lt;team&gt; &amp; &quot;friends&quot;')
    expect(html).not.toContain('<team>')
    expect(await listed(workspaceId, member.userId)).toMatchObject({ status: 'PENDING', invitationExpiresAt: invitation!.expiresAt })
  })

  it('signs the invitee in once: the member becomes active and the link is dead', async () => {
    const workspaceId = await createWorkspace(server, server.owner, 'Once')
    const { member, invitation } = await invite(workspaceId)
    const first = await openLink(invitation!.url)
    expect(first.status).toBe(200)
    expect(first.body.user.id).toBe(member.userId)
    expect(first.headers.get('set-cookie')).toMatch(/^bb_session=bbt_/)
    expect(await listed(workspaceId, member.userId)).toMatchObject({ status: 'ACTIVE', invitationExpiresAt: null })

    const again = await openLink(invitation!.url)
    expectError(again, 401, 'UNAUTHORIZED')
    expect(again.body.message).toMatch(/invitation link no longer works/)
  })

  it('refuses an expired link', async () => {
    const workspaceId = await createWorkspace(server, server.owner, 'Expired')
    const { member, invitation } = await invite(workspaceId)
    await server.db.update(invitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invitations.userId, member.userId))
    expect((await listed(workspaceId, member.userId)).status).toBe('PENDING')
    expectError(await openLink(invitation!.url), 401, 'UNAUTHORIZED')
  })

  it('tells the admin when the email could not be sent, and still hands out the link', async () => {
    const broken = await startTestServer({ env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: '9', SMTP_SECURE: 'false', SMTP_FROM: 'x@example.com' } })
    try {
      const reply = await broken.as(broken.owner).post(membersOf(broken.workspaceId), { email: newEmail(), role: 'GUEST' })
      expect(reply.status).toBe(200)
      expect(reply.body.email).toBe('FAILED')
      expect(reply.body.invitation.url).toContain('token=bbi_')
    } finally {
      await broken.close()
    }
  })

  it('invites an account that never signed in into a second workspace; one sign-in makes it active in both', async () => {
    const first = await createWorkspace(server, server.owner, 'First')
    const second = await createWorkspace(server, server.owner, 'Second')
    const email = newEmail()
    const a = await invite(first, email)
    const b = await invite(second, email)
    expect(b.member.status).toBe('PENDING')
    expect(b.invitation!.url).not.toBe(a.invitation!.url)
    expect((await openLink(b.invitation!.url)).status).toBe(200)
    expect(await listed(first, a.member.userId)).toMatchObject({ status: 'ACTIVE', invitationExpiresAt: null })
    expectError(await openLink(a.invitation!.url), 401, 'UNAUTHORIZED')
  })
})

describe('coming in another way', () => {
  it('ends the pending state at the first use of an API token of the account (the CLI makes one), and its links die', async () => {
    const workspaceId = await createWorkspace(server, server.owner, 'By token')
    const { member, invitation } = await invite(workspaceId)
    const { value } = await issueToken(server.db, server.services.keys.tokens, member.userId, 'npm run token')
    expect((await server.as({ token: value }).get('/v1/users/me')).status).toBe(200)
    expect(await listed(workspaceId, member.userId)).toMatchObject({ status: 'ACTIVE', invitationExpiresAt: null })
    expectError(await openLink(invitation!.url), 401, 'UNAUTHORIZED')
  })
})

describe('adding an account that has signed in before', () => {
  it('adds it as an active member and emails them that they were added', async () => {
    const workspaceId = await createWorkspace(server, server.owner, 'Known')
    await server.as(outsider).get('/v1/users/me')
    const reply = await server.as(server.owner).post(membersOf(workspaceId), { email: outsider.email, role: 'GUEST' })
    expect(reply.body).toMatchObject({ member: { status: 'ACTIVE' }, email: 'SENT' })
    expect(reply.body).not.toHaveProperty('invitation')
    expect(smtp.received).toHaveLength(1)
    expect(bodyOf(smtp.received[0].raw)).toContain(`${server.baseUrl}/w/${workspaceId}`)
  })
})

describe('POST /v1/workspaces/{workspaceId}/members/{userId}/invitation (re-send)', () => {
  it('replaces the link (the old one dies), emails the new one and shows it once', async () => {
    const workspaceId = await createWorkspace(server, server.owner, 'Resend')
    const { member, invitation } = await invite(workspaceId)
    smtp.received.length = 0
    const reply = await server.as(server.owner).post(invitationOf(workspaceId, member.userId))
    expect(reply.status).toBe(200)
    const resent = expectShape(outputOf(contract.workspaces.members.resendInvitation), reply.body)
    expect(resent.invitation.url).not.toBe(invitation!.url)
    expect(resent.email).toBe('SENT')
    expect(bodyOf(smtp.received[0].raw)).toContain(resent.invitation.url)
    expectError(await openLink(invitation!.url), 401, 'UNAUTHORIZED')
    expect((await openLink(resent.invitation.url)).status).toBe(200)
  })

  it('answers 409 once the member has signed in', async () => {
    const workspaceId = await createWorkspace(server, server.owner, 'Signed in')
    const { member, invitation } = await invite(workspaceId)
    await openLink(invitation!.url)
    expectError(await server.as(server.owner).post(invitationOf(workspaceId, member.userId)), 409, 'CONFLICT')
  })

  it("answers 404 for another workspace's member and 403 to a non-admin", async () => {
    const workspaceId = await createWorkspace(server, server.owner, 'Mine')
    const { member } = await invite(workspaceId)
    const other = await createWorkspace(server, server.owner, 'Not theirs')
    expectError(await server.as(server.owner).post(invitationOf(other, member.userId)), 404, 'NOT_FOUND')
    expectError(await server.as(outsider).post(invitationOf(workspaceId, member.userId)), 404, 'NOT_FOUND')
    const colleague = await server.createActor(newEmail(), { workspaceId, role: 'MEMBER' })
    expectError(await server.as(colleague).post(invitationOf(workspaceId, member.userId)), 403, 'FORBIDDEN')
  })

  it('refuses a malformed user id with 400 naming the field', async () => {
    const reply = await server.as(server.owner).post(invitationOf(server.workspaceId, 'x'.repeat(300)))
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.data.fields).toEqual([expect.objectContaining({ path: 'userId' })])
  })
})

describe('DELETE /v1/workspaces/{workspaceId}/members/{userId}/invitation (revoke)', () => {
  it('removes the pending member and kills the link', async () => {
    const workspaceId = await createWorkspace(server, server.owner, 'Revoke')
    const { member, invitation } = await invite(workspaceId)
    const reply = await server.as(server.owner).delete(invitationOf(workspaceId, member.userId))
    expect(reply.status).toBe(200)
    expect(reply.body.message).toContain(member.email)
    expect(await listed(workspaceId, member.userId)).toBeUndefined()
    const refused = await openLink(invitation!.url)
    expectError(refused, 401, 'UNAUTHORIZED')
    expect(refused.body.message).toMatch(/revoked/)
  })

  it('answers 409 for a member who signed in (they are removed, not revoked)', async () => {
    const workspaceId = await createWorkspace(server, server.owner, 'Active')
    const { member, invitation } = await invite(workspaceId)
    await openLink(invitation!.url)
    expectError(await server.as(server.owner).delete(invitationOf(workspaceId, member.userId)), 409, 'CONFLICT')
    expect((await listed(workspaceId, member.userId)).status).toBe('ACTIVE')
  })

  it("answers 404 for another workspace's member and 403 to a non-admin, changing nothing", async () => {
    const workspaceId = await createWorkspace(server, server.owner, 'Guarded')
    const { member, invitation } = await invite(workspaceId)
    const other = await createWorkspace(server, server.owner, 'Other')
    expectError(await server.as(server.owner).delete(invitationOf(other, member.userId)), 404, 'NOT_FOUND')
    expectError(await server.as(outsider).delete(invitationOf(workspaceId, member.userId)), 404, 'NOT_FOUND')
    const colleague = await server.createActor(newEmail(), { workspaceId, role: 'MEMBER' })
    expectError(await server.as(colleague).delete(invitationOf(workspaceId, member.userId)), 403, 'FORBIDDEN')
    expect((await openLink(invitation!.url)).status).toBe(200)
  })

  it('kills the link when the pending member is removed the ordinary way', async () => {
    const workspaceId = await createWorkspace(server, server.owner, 'Removed')
    const { member, invitation } = await invite(workspaceId)
    expect((await server.as(server.owner).delete(`${membersOf(workspaceId)}/${member.userId}`)).status).toBe(200)
    expectError(await openLink(invitation!.url), 401, 'UNAUTHORIZED')
  })
})
