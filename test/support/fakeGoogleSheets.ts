import { createVerify, generateKeyPairSync } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A tab of a fake spreadsheet: its id (gid), title and rows (the first one is the header). */
export type FakeSheet = { sheetId: number; title: string; rows: string[][] }

type Recorded = { method: string; path: string; authorization?: string; body: string }

/** The OAuth client and the service account the fake accepts. */
export const fakeOAuthClient = { clientId: 'client-1.apps.googleusercontent.com', clientSecret: 'client-secret', refreshToken: 'refresh-token-1' }
const serviceKeys = generateKeyPairSync('rsa', { modulusLength: 2048 })
export const fakeServiceAccount = {
  clientEmail: 'bot@project.iam.gserviceaccount.com',
  privateKey: serviceKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
}

const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
const googleError = (res: ServerResponse, status: number, message: string) => json(res, status, { error: { code: status, message, status: 'FAILED' } })

/** `'My sheet'!A5:C5` → the title and the first row number, as the Sheets API reads A1 ranges. */
function parseRange(range: string): { title: string; row?: number } {
  const match = /^(?:'((?:[^']|'')+)'|([^!]+))(?:!A(\d+)(?::[A-Z]+\d+)?)?$/.exec(range)
  if (!match) throw new Error(`Unparsable range ${range}`)
  return { title: (match[1] ?? match[2]).replace(/''/g, "'"), row: match[3] ? Number(match[3]) : undefined }
}

/**
 * Checks a service account's assertion as Google does: an RS256 JWT signed by the account's key,
 * issued by its email, for the token endpoint, with the spreadsheets scope, not expired.
 */
function isValidAssertion(assertion: string, tokenUrl: string): boolean {
  const [header, claims, signature] = assertion.split('.')
  if (!header || !claims || !signature) return false
  const verified = createVerify('RSA-SHA256').update(`${header}.${claims}`).verify(serviceKeys.publicKey, Buffer.from(signature, 'base64url'))
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString())
  const now = Date.now() / 1000
  return (
    verified &&
    JSON.parse(Buffer.from(header, 'base64url').toString()).alg === 'RS256' &&
    payload.iss === fakeServiceAccount.clientEmail &&
    payload.aud === tokenUrl &&
    payload.scope === 'https://www.googleapis.com/auth/spreadsheets' &&
    payload.exp > now
  )
}

/**
 * A local server speaking what the Google Sheets block uses: the OAuth token endpoint (refresh
 * token and JWT-bearer grants) and the Sheets v4 API (spreadsheet properties, values get, append,
 * update). Spreadsheets are kept in memory; every request is recorded.
 */
export async function startFakeGoogleSheets(spreadsheets: Record<string, FakeSheet[]>) {
  const requests: Recorded[] = []
  const issuedTokens = new Set<string>()
  let tokenUrl = ''

  const token = (res: ServerResponse, body: string) => {
    const form = new URLSearchParams(body)
    const grant = form.get('grant_type')
    const accepted =
      grant === 'refresh_token'
        ? form.get('refresh_token') === fakeOAuthClient.refreshToken && form.get('client_id') === fakeOAuthClient.clientId && form.get('client_secret') === fakeOAuthClient.clientSecret
        : grant === 'urn:ietf:params:oauth:grant-type:jwt-bearer' && isValidAssertion(form.get('assertion') ?? '', tokenUrl)
    if (!accepted) return json(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' })
    const accessToken = `ya29.token-${issuedTokens.size + 1}`
    issuedTokens.add(accessToken)
    json(res, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' })
  }

  const sheets = (req: IncomingMessage, res: ServerResponse, url: URL, body: string) => {
    if (!issuedTokens.has(req.headers.authorization?.replace(/^Bearer /, '') ?? '')) return googleError(res, 401, 'Request had invalid authentication credentials.')
    const [, spreadsheetId, rest] = /^\/v4\/spreadsheets\/([^/]+)(.*)$/.exec(url.pathname) ?? []
    const tabs = spreadsheets[decodeURIComponent(spreadsheetId ?? '')]
    if (!tabs) return googleError(res, 404, 'Requested entity was not found.')
    if (rest === '' && req.method === 'GET') return json(res, 200, { sheets: tabs.map(({ sheetId, title }) => ({ properties: { sheetId, title } })) })
    const [, rawRange, verb] = /^\/values\/([^:]+)(:append)?$/.exec(rest) ?? []
    if (!rawRange) return googleError(res, 404, 'Not found')
    const range = parseRange(decodeURIComponent(rawRange))
    const tab = tabs.find((each) => each.title === range.title)
    if (!tab) return googleError(res, 400, `Unable to parse range: ${range.title}`)
    if (req.method === 'GET') return json(res, 200, { range: range.title, majorDimension: 'ROWS', values: tab.rows })
    const written = (JSON.parse(body) as { values: string[][] }).values[0]
    if (req.method === 'POST' && verb && url.searchParams.get('valueInputOption')) {
      tab.rows.push(written)
      return json(res, 200, { updates: { updatedRows: 1 } })
    }
    if (req.method === 'PUT' && range.row && url.searchParams.get('valueInputOption')) {
      tab.rows[range.row - 1] = written
      return json(res, 200, { updatedRows: 1 })
    }
    googleError(res, 400, 'Unsupported request')
  }

  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      requests.push({ method: req.method ?? '', path: `${url.pathname}${url.search}`, authorization: req.headers.authorization, body })
      if (url.pathname === '/token' && req.method === 'POST') return token(res, body)
      if (url.pathname.startsWith('/v4/spreadsheets/')) return sheets(req, res, url, body)
      googleError(res, 404, 'Not found')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  tokenUrl = `${origin}/token`
  return {
    sheetsUrl: origin,
    tokenUrl,
    requests,
    spreadsheets,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
