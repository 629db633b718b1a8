/**
 * What the preview debugger may show of a request: header, query and JSON keys that name a secret
 * lose their value, and every credential value the turn read is blanked wherever it appears.
 */
export const REDACTED = '[redacted]'

const sensitiveName = /authorization|api[-_]?key|apikey|token|secret|password|passwd|cookie|credential|signature|session/i
/** Bodies past this many characters are cut: the trace is for reading, not for replaying. */
const maxTextLength = 4000

export const isSensitiveName = (name: string) => sensitiveName.test(name)

export function redactHeaders(headers: Record<string, string>, secrets: Iterable<string> = []): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, isSensitiveName(name) ? REDACTED : redactSecrets(value, secrets)]),
  )
}

/** Query parameters with a secret's name, and the password of `user:password@`, are blanked. */
export function redactUrl(url: string, secrets: Iterable<string> = []): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return redactSecrets(url, secrets)
  }
  if (parsed.password) parsed.password = 'redacted'
  for (const name of [...parsed.searchParams.keys()]) if (isSensitiveName(name)) parsed.searchParams.set(name, REDACTED)
  return redactSecrets(parsed.toString(), secrets)
}

function redactJsonValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactJsonValue)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, isSensitiveName(key) && inner !== null && typeof inner !== 'object' ? REDACTED : redactJsonValue(inner)]),
    )
  }
  return value
}

/** A body: JSON keys naming secrets blanked (form bodies too), credential values blanked, then cut. */
export function redactBody(body: string, secrets: Iterable<string> = []): string {
  let text: string
  try {
    text = JSON.stringify(redactJsonValue(JSON.parse(body)), null, 2)
  } catch {
    text = body.replace(/([A-Za-z0-9_-]+)=([^&\s]*)/g, (pair, key: string) => (isSensitiveName(key) ? `${key}=${REDACTED}` : pair))
  }
  const redacted = redactSecrets(text, secrets)
  return redacted.length > maxTextLength ? `${redacted.slice(0, maxTextLength)}… (${redacted.length - maxTextLength} more characters)` : redacted
}

/** Every known secret value (4 characters or more: shorter ones would blank ordinary words) and bearer tokens. */
export function redactSecrets(text: string, secrets: Iterable<string>): string {
  let result = text.replace(/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g, `$1 ${REDACTED}`)
  for (const secret of secrets) if (secret.length >= 4) result = result.split(secret).join(REDACTED)
  return result
}

function collectJson(value: unknown, into: Set<string>) {
  if (Array.isArray(value)) for (const inner of value) collectJson(inner, into)
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (isSensitiveName(key) && (typeof inner === 'string' || typeof inner === 'number')) into.add(String(inner))
      else collectJson(inner, into)
    }
  }
}

/**
 * The values a request or response carried under a secret's name (header, query parameter, JSON
 * or form key): blanked everywhere else they show up too, such as in the block's own logs.
 */
export function sensitiveValuesOf(exchange: { url: string; headers: Record<string, string>; bodies: (string | undefined)[] }): Set<string> {
  const found = new Set<string>()
  for (const [name, value] of Object.entries(exchange.headers)) {
    if (!isSensitiveName(name)) continue
    found.add(value)
    const credential = /^\w+\s+(.+)$/.exec(value)?.[1]
    if (credential) found.add(credential)
  }
  try {
    const url = new URL(exchange.url)
    for (const [name, value] of url.searchParams) if (isSensitiveName(name)) found.add(value)
    if (url.password) found.add(decodeURIComponent(url.password))
  } catch {
    // Not a URL: nothing to read from it.
  }
  for (const body of exchange.bodies) {
    if (!body) continue
    try {
      collectJson(JSON.parse(body), found)
    } catch {
      for (const [, key, value] of body.matchAll(/([A-Za-z0-9_-]+)=([^&\s]*)/g)) if (isSensitiveName(key)) found.add(decodeURIComponent(value))
    }
  }
  return found
}
