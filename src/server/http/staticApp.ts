import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Hono, MiddlewareHandler } from 'hono'
import { adminAppPolicy } from './contentSecurityPolicy'
import { landingPage } from './landingPage'

/** Files of the build are named by content hash: they may be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * The build writes `.br` and `.gz` beside each text asset (build/precompressPlugin.ts) and serveStatic
 * picks one by Accept-Encoding; caches must key on that header even when the plain file was sent.
 */
export const varyByEncoding: MiddlewareHandler = async (c, next) => {
  await next()
  if (!c.res.headers.get('Vary')?.includes('Accept-Encoding')) c.header('Vary', 'Accept-Encoding', { append: true })
}

/**
 * Serves the built admin app. Only page routes fall back to index.html: a missing asset is a 404,
 * so a broken deploy shows up as an error instead of HTML parsed as JavaScript.
 */
export function mountStaticApp(app: Hono, clientDir: string | undefined, policyOptions: Parameters<typeof adminAppPolicy>[1] = {}) {
  const indexFile = clientDir && join(clientDir, 'index.html')
  if (!indexFile || !existsSync(indexFile)) {
    app.get('/', (c) => c.html(landingPage, 200, { 'Content-Security-Policy': adminAppPolicy(landingPage) }))
    return
  }
  const indexHtml = readFileSync(indexFile, 'utf8')
  const policy = adminAppPolicy(indexHtml, policyOptions)
  // Every page of the app, index.html as serveStatic answers `/` included, carries the policy.
  app.use('*', async (c, next) => {
    await next()
    if (c.res.headers.get('content-type')?.startsWith('text/html')) c.header('Content-Security-Policy', policy)
  })
  app.use('/assets/*', varyByEncoding)
  // Set once the file is sent: serveStatic's onFound runs after it built its answer, too late for headers.
  app.use('/assets/*', async (c, next) => {
    await next()
    if (c.res.ok) c.header('Cache-Control', IMMUTABLE)
  })
  app.use('/assets/*', serveStatic({ root: clientDir, precompressed: true }))
  app.get('/assets/*', (c) => c.text('Not found', 404))
  app.use('*', serveStatic({ root: clientDir, precompressed: true }))
  app.get('*', (c) => {
    const last = c.req.path.split('/').pop() ?? ''
    if (last.includes('.')) return c.text('Not found', 404)
    return c.html(indexHtml, 200, { 'Cache-Control': 'no-cache' })
  })
}
