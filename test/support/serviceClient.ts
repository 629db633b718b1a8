/** A call to a service over HTTP that answered something else than 200. */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** POSTs JSON to `${base}/api${path}` and reads the JSON answer; anything but 200 throws a ServiceError. */
export async function postJson<T = any>(base: string, path: string, body: unknown, token?: string, { timeoutMs = 30_000 } = {}): Promise<T> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
    // A visitor whose answer never comes gives up, as a browser would: a request caught in a killed
    // process must fail, not hang the test that killed it.
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (response.status !== 200) throw new ServiceError(response.status, `${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

/** Creates `bot` in the token owner's first workspace and publishes it. */
export async function publishBot(base: string, token: string, bot: unknown): Promise<{ botId: string; publicId: string }> {
  const workspaces = await (await fetch(`${base}/api/v1/workspaces`, { headers: { Authorization: `Bearer ${token}` } })).json()
  const created = await postJson(base, '/v1/bots', { workspaceId: workspaces.workspaces[0].id, bot }, token)
  await postJson(base, `/v1/bots/${created.bot.id}/publish`, {}, token)
  return { botId: created.bot.id, publicId: created.bot.publicId }
}
