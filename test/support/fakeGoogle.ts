import { startFakeService } from './recordingService'

export const fakeGoogleAccount = { clientId: 'client-1.apps.googleusercontent.com', clientSecret: 'client-secret', refreshToken: 'refresh-1' }
const accessToken = 'ya29.fake-access'

/**
 * Google's OAuth token endpoint (`POST /token`, the refresh_token grant), the userinfo endpoint
 * and the Gmail API's send and modify, on one loopback server; plus a file to attach
 * (`GET /files/report.txt`). Sent messages are kept decoded. A revoked refresh token gets
 * Google's `invalid_grant`; an unknown label, Gmail's 400.
 */
export async function startFakeGoogle() {
  const sent: { raw: string; threadId?: string }[] = []
  const fake = await startFakeService(({ method, path, headers, body }) => {
    if (method === 'GET' && path === '/files/report.txt') return { status: 200, body: 'quarterly numbers', headers: { 'Content-Type': 'text/plain' } }
    if (method === 'POST' && path === '/token') {
      const form = body as Record<string, string>
      const known = form.grant_type === 'refresh_token' && form.refresh_token === fakeGoogleAccount.refreshToken && form.client_id === fakeGoogleAccount.clientId && form.client_secret === fakeGoogleAccount.clientSecret
      return known
        ? { status: 200, body: { access_token: accessToken, expires_in: 3599, token_type: 'Bearer', scope: 'https://www.googleapis.com/auth/gmail.send' } }
        : { status: 400, body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' } }
    }
    if (headers.authorization !== `Bearer ${accessToken}`) return { status: 401, body: { error: { code: 401, message: 'Request had invalid authentication credentials.' } } }
    if (method === 'GET' && path === '/oauth2/v3/userinfo') return { status: 200, body: { sub: '1', name: 'Ada Lovelace', email: 'ada@gmail.test' } }
    if (method === 'POST' && path === '/gmail/v1/users/me/messages/send') {
      const { raw, threadId } = body as { raw: string; threadId?: string }
      sent.push({ raw: Buffer.from(raw, 'base64url').toString('utf8'), threadId })
      return { status: 200, body: { id: `msg-${sent.length}`, threadId: threadId ?? `thread-${sent.length}`, labelIds: ['SENT'] } }
    }
    const modify = /^\/gmail\/v1\/users\/me\/messages\/([\w-]+)\/modify$/.exec(path)
    if (method === 'POST' && modify) {
      const labels = (body as { addLabelIds: string[] }).addLabelIds
      return labels.every((label) => label.startsWith('Label_'))
        ? { status: 200, body: { id: modify[1], labelIds: ['SENT', ...labels] } }
        : { status: 400, body: { error: { code: 400, message: 'Invalid label: ' + labels.join(',') } } }
    }
    return { status: 404, body: { error: { code: 404, message: 'Not Found' } } }
  })
  return { ...fake, sent }
}
