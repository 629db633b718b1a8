import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { PREBUILT_OPENAPI_DOCUMENT } from '../api/prebuiltOpenApi.ts'

const writer = fileURLToPath(new URL('../cli/writeOpenApiDocument.ts', import.meta.url))

/**
 * Writes the OpenAPI document beside the server bundle, so a start does not spend the event loop
 * generating it (see `openApiDocument`). It is made in a process of its own, from the sources the
 * bundle was built from, with tsx: the build's own process has no loader for them.
 */
export function openApiDocumentPlugin(): Plugin {
  return {
    name: 'openapi-document',
    apply: 'build',
    writeBundle(options) {
      if (options.dir) execFileSync(process.execPath, ['--import', 'tsx', writer, join(options.dir, PREBUILT_OPENAPI_DOCUMENT)], { stdio: 'inherit' })
    },
  }
}
