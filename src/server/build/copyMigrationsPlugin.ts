import { cpSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const migrations = fileURLToPath(new URL('../db/migrations', import.meta.url))

/**
 * The bundled server resolves `./migrations` from its own file (see db/migrationsFolder.ts), so the
 * server build puts a copy of Drizzle's migrations folder beside it.
 */
export function copyMigrationsPlugin(): Plugin {
  return {
    name: 'copy-migrations',
    apply: 'build',
    writeBundle(options) {
      if (options.dir) cpSync(migrations, join(options.dir, 'migrations'), { recursive: true })
    },
  }
}
