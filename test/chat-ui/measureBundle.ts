/**
 * Builds the chat alone, as the public page would ship it, and prints its size (minified, gzip).
 * `npx tsx test/chat-ui/measureBundle.ts [outDir]`
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const root = fileURLToPath(new URL('../..', import.meta.url))
const outDir = process.argv[2] ?? join(root, 'test-results/chat-bundle')

await build({
  root,
  configFile: false,
  logLevel: 'warn',
  build: {
    outDir,
    emptyOutDir: true,
    rollupOptions: { input: fileURLToPath(new URL('./publicChatEntry.tsx', import.meta.url)), output: { entryFileNames: 'chat.js' } },
  },
})

const code = readFileSync(join(outDir, 'chat.js'))
const others = readdirSync(outDir, { recursive: true }).filter((file) => String(file).endsWith('.js') && file !== 'chat.js')
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
console.log(`chat.js: ${kb(code.length)} minified, ${kb(gzipSync(code, { level: 9 }).length)} gzip${others.length ? `; other chunks: ${others.join(', ')}` : ''}`)
if (/\bZodError\b|\$ZodType/.test(code.toString())) {
  console.error('zod is in the chat bundle')
  process.exitCode = 1
}
