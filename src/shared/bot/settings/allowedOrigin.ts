import { z } from 'zod'

/**
 * The origin a browser sends for `value`, or null when `value` is not written as exactly one:
 * http(s) scheme, host, optional port, nothing after (not even a trailing "/").
 */
export function asWebOrigin(value: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  return url.origin === value ? value : null
}

/** Suggests the spelling a browser would send, when the entry parses as a URL at all. */
function originHint(value: string): string {
  try {
    const url = new URL(value)
    if (url.protocol === 'http:' || url.protocol === 'https:') return `; did you mean "${url.origin}"?`
  } catch {
    // Not a URL: nothing better to suggest than the general form.
  }
  return ''
}

/** One entry of `security.allowedOrigins`, compared verbatim with the `Origin` request header. */
export const allowedOriginSchema = z.string().superRefine((value, ctx) => {
  if (asWebOrigin(value) !== null) return
  ctx.addIssue({
    code: 'custom',
    message:
      `"${value}" is not a web origin: write the scheme, host and optional port only, ` +
      `such as "https://example.com" or "http://localhost:3000"${originHint(value)}`,
  })
})
