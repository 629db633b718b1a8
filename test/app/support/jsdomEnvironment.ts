import type { Environment } from 'vitest/runtime'
import { builtinEnvironments } from 'vitest/runtime'

/**
 * jsdom for the DOM, but modules transformed as on the server: the tests start the real service
 * in-process, and Vite's browser transform would rewrite its `new URL(…, import.meta.url)` paths.
 */
export default {
  ...builtinEnvironments.jsdom,
  name: 'jsdom-with-service',
  viteEnvironment: 'ssr',
} satisfies Environment
