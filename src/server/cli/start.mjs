// `npm start`: plain JavaScript, so a start compiles nothing. It rebuilds what is older than its
// sources (the admin app, the visitor's chat, the server bundle), then runs the bundled server.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const shared = ['src/shared', 'vite.config.ts', 'package.json']

/** Each build: the file it writes last, and what it is made of. */
const builds = [
  { mode: 'production', output: 'dist/client/index.html', sources: ['index.html', 'src/app', ...shared] },
  { mode: 'chat', output: 'dist/chat/.vite/manifest.json', sources: ['src/chat', ...shared] },
  { mode: 'server', output: 'dist/server/serve.js', sources: ['src/server', ...shared] },
]

/** Newest modification time under a path, to tell whether a build is older than its sources. */
function newestChange(path) {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))))
}

function isStale({ output, sources }) {
  const outputFile = join(root, output)
  if (!existsSync(outputFile)) return true
  const newestSource = Math.max(...sources.map((p) => join(root, p)).filter(existsSync).map(newestChange))
  return newestSource > statSync(outputFile).mtimeMs
}

const stale = builds.filter(isStale)
if (stale.length > 0) {
  console.log(`Building ${stale.map((b) => (b.mode === 'production' ? 'the app' : `the ${b.mode}`)).join(', ')}…`)
  const { build } = await import('vite')
  for (const { mode } of stale) await build({ root, logLevel: 'warn', mode })
}
await import(pathToFileURL(join(root, 'dist/server/serve.js')).href)
