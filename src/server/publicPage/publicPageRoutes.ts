import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Database } from '../db/database'
import { bots } from '../db/schema'
import { publishedSnapshotById } from '../chat/storedState'
import { varyByEncoding } from '../http/staticApp'
import type { ChatAssets } from './chatAssets'
import { notFoundPage, renderPublicPage } from './renderPublicPage'

/** The embed loader: a classic script (what `<script src defer>` runs) importing the embed module. */
const embedLoader = (embedScriptUrl: string) => `import(${JSON.stringify(embedScriptUrl)});`

/** The public chat page `/b/{publicId}`, `/embed.js`, and the built chat's assets under `/chat/`. */
export function mountPublicPages(app: Hono, { db, assets, publicUrl }: { db: Database; assets: ChatAssets; publicUrl?: string }) {
  if (assets.directory) {
    // Any site may load the embed's modules: module scripts need CORS even for plain reads.
    app.use('/chat/*', async (c, next) => {
      await next()
      c.header('Access-Control-Allow-Origin', '*')
      c.header('Cache-Control', 'public, max-age=31536000, immutable')
    })
    app.use('/chat/*', varyByEncoding)
    app.use('/chat/*', serveStatic({ root: assets.directory, precompressed: true, rewriteRequestPath: (path) => path.replace(/^\/chat/, '') }))
  }

  // Absolute: a site may load this script through the builder's address, which redirects here.
  app.get('/embed.js', (c) =>
    c.body(embedLoader(new URL(assets.embedScript, publicUrl ?? new URL(c.req.url).origin).href), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'public, max-age=300',
    }),
  )

  app.get('/b/:publicId', async (c) => {
    const [bot] = await db
      .select({ name: bots.name, publishedBotId: bots.publishedBotId, isArchived: bots.isArchived })
      .from(bots)
      .where(eq(bots.publicId, c.req.param('publicId')))
    const snapshot = bot?.publishedBotId && !bot.isArchived ? await publishedSnapshotById(db, bot.publishedBotId) : null
    if (!bot || !snapshot) return c.html(notFoundPage, 404)
    const pageUrl = `${publicUrl ?? new URL(c.req.url).origin}/b/${encodeURIComponent(c.req.param('publicId'))}`
    const html = renderPublicPage({
      publicId: c.req.param('publicId'),
      botName: bot.name,
      settings: snapshot.settings,
      variableNames: snapshot.variables.map((variable) => variable.name),
      pageScript: assets.pageScript,
      pageUrl,
    })
    return c.html(html, 200, { 'Cache-Control': 'no-cache' })
  })
}
