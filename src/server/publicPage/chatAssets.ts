import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The scripts of the visitor's side: the public page and the embed module. */
export type ChatAssets = { pageScript: string; embedScript: string; directory?: string }

/** In dev, Vite serves the sources themselves. */
export const devChatAssets: ChatAssets = { pageScript: '/src/chat/public/page.tsx', embedScript: '/src/chat/embed/embed.ts' }

/** The built chat (`vite build --mode chat` into `directory`), found through Vite's manifest. */
export function builtChatAssets(directory: string): ChatAssets | undefined {
  const manifestFile = join(directory, '.vite/manifest.json')
  if (!existsSync(manifestFile)) return undefined
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>
  const fileOf = (entry: string) => `/chat/${manifest[entry].file}`
  return { pageScript: fileOf('src/chat/public/page.tsx'), embedScript: fileOf('src/chat/embed/embed.ts'), directory }
}
