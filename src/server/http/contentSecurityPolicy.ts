import { createHash } from 'node:crypto'

/** The hashes of a page's inline scripts (index.html applies the stored colour theme before paint). */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  )

/**
 * The admin app's Content-Security-Policy. Scripts: only the app's own files and its hashed inline
 * script, no eval, so nothing a bot carries can run here (owners' scripts run in the chat origin's
 * sandbox frame). Wider on purpose: styles (the chat's shadow-root <style>, a theme's custom CSS and
 * web fonts), media (bots show images and videos from anywhere), connections (the app may use
 * another service's API) and frames (the sandbox, embed bubbles). One script origin besides: Stripe.js's
 * (`stripeJsUrl`), which the preview's card form loads for a Payment block; its frames and API calls
 * already fit the wide frame and connection rules. The chat origin sets no policy: owners' head code
 * and tag managers run there.
 */
export function adminAppPolicy(html: string, { stripeJsUrl }: { stripeJsUrl?: string } = {}): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...(stripeJsUrl ? [new URL(stripeJsUrl).origin] : []), ...inlineScriptHashes(html)].join(' '),
    "style-src 'self' 'unsafe-inline' https:",
    "font-src 'self' data: https:",
    "img-src 'self' data: blob: https: http:",
    "media-src 'self' blob: https: http:",
    "connect-src 'self' https: http: wss: ws:",
    "frame-src 'self' https: http:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
