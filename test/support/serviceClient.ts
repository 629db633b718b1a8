import { Agent, request } from 'node:http'

/** A call to a service over HTTP that answered something else than 200. */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Connections kept open between calls, as a browser keeps them. Plain `node:http` rather than
 * `fetch`: load generators run on the same two cores as the service they measure, and undici's Web
 * objects cost as much CPU per call as the service's own turn. An idle connection is closed by this
 * side after 4 s, before the service's 5 s (Node's keepAliveTimeout): a call sent on a connection
 * just as the server closes it fails with ECONNRESET.
 */
const keepAlive = new Agent({ keepAlive: true, timeout: 4_000 })

/**
 * POSTs JSON to `${base}/api${path}` and reads the JSON answer; anything but 200 throws a
 * ServiceError. A visitor whose answer never comes gives up after `timeoutMs`, as a browser would:
 * a request caught in a killed process must fail, not hang the test that killed it.
 */
export function postJson<T = any>(base: string, path: string, body: unknown, token?: string, { timeoutMs = 30_000 } = {}): Promise<T> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const payload = JSON.stringify(body)
  return new Promise<T>((resolve, reject) => {
    const call = request(`${base}/api${path}`, {
      method: 'POST',
      agent: keepAlive,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), ...(token && { Authorization: `Bearer ${token}` }) },
    })
    const timer = setTimeout(() => call.destroy(new Error(`${path}: no answer within ${timeoutMs} ms`)), timeoutMs)
    call.once('error', (error) => (clearTimeout(timer), reject(error)))
    call.once('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.once('error', (error) => (clearTimeout(timer), reject(error)))
      response.once('end', () => {
        clearTimeout(timer)
        const text = Buffer.concat(chunks).toString('utf8')
        if (response.statusCode !== 200) reject(new ServiceError(response.statusCode ?? 0, `${path}: ${response.statusCode} ${text}`))
        else resolve(JSON.parse(text))
      })
    })
    call.end(payload)
  })
}

/** Creates `bot` in the token owner's first workspace and publishes it. */
export async function publishBot(base: string, token: string, bot: unknown): Promise<{ botId: string; publicId: string; workspaceId: string }> {
  const workspaces = await (await fetch(`${base}/api/v1/workspaces`, { headers: { Authorization: `Bearer ${token}` } })).json()
  const workspaceId = workspaces.workspaces[0].id
  const created = await postJson(base, '/v1/bots', { workspaceId, bot }, token)
  await postJson(base, `/v1/bots/${created.bot.id}/publish`, {}, token)
  return { botId: created.bot.id, publicId: created.bot.publicId, workspaceId }
}
