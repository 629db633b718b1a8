import { forbidden } from '../api/errors'

/**
 * §4.10: a browser's Origin must be in the bot's allowed origins when the list is not empty. The
 * service's own pages (the public chat page) are always allowed.
 */
export function assertOriginAllowed(headers: Headers, allowedOrigins: string[] | undefined) {
  const origin = headers.get('origin')
  if (!origin || !allowedOrigins?.length || allowedOrigins.includes(origin)) return
  const host = headers.get('host')
  if (host && (origin === `http://${host}` || origin === `https://${host}`)) return
  throw forbidden('Origin not allowed')
}
