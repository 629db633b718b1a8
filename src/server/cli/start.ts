import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../..', import.meta.url))
// The admin app and the visitor's chat are two builds; either older than the sources is rebuilt.
const outputs = [join(root, 'dist/client/index.html'), join(root, 'dist/chat/.vite/manifest.json')]

/** Newest modification time under a path, to tell whether the build is older than its sources. */
function newestChange(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))))
}

const sources = ['index.html', 'src/app', 'src/chat', 'src/shared', 'vite.config.ts'].map((p) => join(root, p)).filter(existsSync)
const newestSource = Math.max(...sources.map(newestChange))
const isStale = outputs.some((output) => !existsSync(output) || newestSource > statSync(output).mtimeMs)

if (isStale) {
  console.log('Building the app…')
  const { build } = await import('vite')
  await build({ root, logLevel: 'warn' })
  await build({ root, logLevel: 'warn', mode: 'chat' })
}
const { exitOnStartupError, startServer } = await import('../main')
await startServer().catch(exitOnStartupError)
