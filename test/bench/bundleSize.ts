import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import { report } from './measure'

/**
 * Builds the admin app and reports the JavaScript each route loads (gzip). Sets a failing exit code
 * when the sign-in page and the dashboard together pass the budget, or when the dashboard would
 * load the editor's code.
 */
const budgetKb = 170
const root = fileURLToPath(new URL('../..', import.meta.url))

type Chunk = { file: string; imports?: string[]; isEntry?: boolean }
type Manifest = Record<string, Chunk>

// The modules routes.tsx loads for each page, outermost layout first.
const shell = ['src/app/shell/AppShell.tsx']
const workspace = [...shell, 'src/app/workspace/WorkspaceGate.tsx']
const bot = ['src/app/bot/BotLayout.tsx']
const routes: Record<string, string[]> = {
  '/signin': ['src/app/auth/SignInPage.tsx'],
  '/': [...shell, 'src/app/workspace/HomeRedirect.tsx'],
  '/w/:workspaceId (dashboard)': [...workspace, 'src/app/dashboard/DashboardPage.tsx'],
  '/w/:workspaceId/settings': [...workspace, 'src/app/workspace/WorkspaceSettingsPage.tsx'],
  '/w/:workspaceId/members': [...workspace, 'src/app/workspace/MembersPage.tsx'],
  '/w/:workspaceId/billing': [...workspace, 'src/app/workspace/BillingPage.tsx'],
  '/account': [...shell, 'src/app/account/AccountPage.tsx'],
  '/bots/:botId/flow (editor)': [...bot, 'src/app/bot/panels/FlowPanel.tsx'],
  '/bots/:botId/theme': [...bot, 'src/app/bot/panels/ThemePanel.tsx'],
  '/bots/:botId/results': [...bot, 'src/app/bot/panels/ResultsPanel.tsx'],
}

export async function runBundleSizeBench() {
const outDir = mkdtempSync(join(tmpdir(), 'bb-bundle-'))
try {
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } })
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)!
  const gzipBytes = new Map<string, number>()
  const sizeOf = (file: string) => {
    if (!gzipBytes.has(file)) gzipBytes.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length)
    return gzipBytes.get(file)!
  }
  const filesOf = (keys: string[]) => {
    const files = new Set<string>()
    const visit = (key: string) => {
      const chunk = manifest[key]
      if (!chunk) throw new Error(`${key} is not a chunk of the build: is routes.tsx still loading it lazily?`)
      if (files.has(chunk.file)) return
      files.add(chunk.file)
      chunk.imports?.forEach(visit)
    }
    ;[entry, ...keys].forEach(visit)
    return [...files].filter((file) => file.endsWith('.js'))
  }
  const kb = (files: string[]) => files.reduce((total, file) => total + sizeOf(file), 0) / 1024

  report(
    'bundle.json',
    Object.entries(routes).map(([route, modules]) => ({ route, gzipKb: Math.round(kb(filesOf(modules)) * 10) / 10 })),
  )

  const signIn = filesOf(routes['/signin'])
  const dashboard = filesOf(routes['/w/:workspaceId (dashboard)'])
  const together = kb([...new Set([...signIn, ...dashboard])])
  const editorFiles = new Set(bot.concat('src/app/bot/panels/FlowPanel.tsx').map((key) => manifest[key].file))
  const leaked = dashboard.filter((file) => editorFiles.has(file))
  console.log(`\nSign-in and dashboard together: ${together.toFixed(1)} KB gzip (budget ${budgetKb} KB)`)
  console.log(`Editor code in the dashboard's chunks: ${leaked.length === 0 ? 'none' : leaked.join(', ')}`)
  if (together > budgetKb || leaked.length > 0) process.exitCode = 1
} finally {
  rmSync(outDir, { recursive: true, force: true })
}
await runChatBundleSize()
}

/** The visitor's side, built as `npm run build` does (`--mode chat`): the public page and the embed. */
async function runChatBundleSize() {
  const chatDir = mkdtempSync(join(tmpdir(), 'bb-chat-bundle-'))
  try {
    await build({ root, logLevel: 'warn', mode: 'chat', build: { outDir: chatDir, emptyOutDir: true } })
    const manifest = JSON.parse(readFileSync(join(chatDir, '.vite/manifest.json'), 'utf8')) as Manifest
    const gzipKbOf = (entry: string) => {
      const files = new Set<string>()
      const visit = (key: string) => {
        const chunk = manifest[key]
        if (files.has(chunk.file)) return
        files.add(chunk.file)
        chunk.imports?.forEach(visit)
      }
      visit(entry)
      const bytes = [...files].reduce((total, file) => total + gzipSync(readFileSync(join(chatDir, file)), { level: 9 }).length, 0)
      return Math.round((bytes / 1024) * 10) / 10
    }
    const page = gzipKbOf('src/chat/public/page.tsx')
    report('chat-bundle.json', [
      { entry: 'public chat page /b/{publicId}', gzipKb: page, budgetKb: 60 },
      { entry: 'embed module (loaded by /embed.js)', gzipKb: gzipKbOf('src/chat/embed/embed.ts') },
    ])
    if (page > 60) process.exitCode = 1
  } finally {
    rmSync(chatDir, { recursive: true, force: true })
  }
}
