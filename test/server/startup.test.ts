import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const dataDir = mkdtempSync(join(tmpdir(), 'bb-startup-'))
let taken: Server
beforeAll(() => new Promise<void>((resolve) => (taken = createServer().listen(0, '127.0.0.1', resolve))))
afterAll(() => {
  taken.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** Runs the server's command-line entry as `npm start` does after building, until it exits. */
function serve(env: Record<string, string>) {
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/serve.ts'], {
      env: { ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, DEBUG: '', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.once('exit', (code) => resolve({ code, stderr }))
  })
}

describe('starting the service', () => {
  it('says in one line that the port is taken, and exits with an error', async () => {
    const port = (taken.address() as AddressInfo).port
    const { code, stderr } = await serve({ PORT: String(port) })
    expect(code).toBe(1)
    expect(stderr.trim()).toBe(`Could not start the chatbot builder: port ${port} of 127.0.0.1 is in use. Stop what uses it or set PORT.`)
  })

  it('names a setting that is wrong', async () => {
    const { code, stderr } = await serve({ PORT: 'eighty' })
    expect(code).toBe(1)
    expect(stderr.trim()).toBe('Could not start the chatbot builder: PORT must be a port number, got "eighty"')
  })
})
