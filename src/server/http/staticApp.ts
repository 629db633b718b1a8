import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Hono } from 'hono'
import { adminAppPolicy } from './contentSecurityPolicy'
import { landingPage } from './landingPage'

/** Files of the build are named by content hash: they may be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Serves the built admin app. Only page routes fall back to index.html: a missing asset is a 404,
 * so a broken deploy shows up as an error instead of HTML parsed as JavaScript.
 */
export function mountStaticApp(app: Hono, clientDir: string | undefined) {
  const indexFile = clientDir && join(clientDir, 'index.html')
  if (!indexFile || !existsSync(indexFile)) {
    app.get('/', (c) => c.html(landingPage, 200, { 'Content-Security-Policy': adminAppPolicy(landingPage) }))
    return
  }
  const indexHtml = readFileSync(indexFile, 'utf8')
  const policy = adminAppPolicy(indexHtml)
  app.use(
    '/assets/*',
    serveStatic({ root: clientDir, onFound: (_path, c) => c.header('Cache-Control', IMMUTABLE) }),
  )
  app.get('/assets/*', (c) => c.text('Not found', 404))
  app.use(
    '*',
    serveStatic({
      root: clientDir,
      onFound: (path, c) => {
        if (path.endsWith('.html')) c.header('Content-Security-Policy', policy)
      },
    }),
  )
  app.get('*', (c) => {
    const last = c.req.path.split('/').pop() ?? ''
    if (last.includes('.')) return c.text('Not found', 404)
    return c.html(indexHtml, 200, { 'Cache-Control': 'no-cache', 'Content-Security-Policy': policy })
  })
}
