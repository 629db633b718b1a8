import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../support/freePort'
import { generateOpenApiDocument } from '../../src/server/api/openapi'

const root = fileURLToPath(new URL('../..', import.meta.url))
// Inside dist/, as the real bundle is: packages resolve from the project's node_modules.
const outDir = join(root, 'dist', `server-test-${process.pid}`)
const dataDir = mkdtempSync(join(tmpdir(), 'bb-bundle-'))
const token = 'bundle-test-token'
let child: ChildProcess | undefined


beforeAll(async () => {
  await build({ root, mode: 'server', logLevel: 'silent', build: { outDir, sourcemap: false } })
}, 60_000)
afterAll(() => {
  child?.kill()
  rmSync(outDir, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the server bundle that npm start runs', () => {
  it('carries the migrations beside it, starts with plain node, answers and exports', async () => {
    expect(existsSync(join(outDir, 'serve.js'))).toBe(true)
    expect(existsSync(join(outDir, 'migrations/meta/_journal.json'))).toBe(true)
    const port = await freePort()
    child = spawn(process.execPath, [join(outDir, 'serve.js')], {
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ADMIN_TOKEN: token },
      stdio: 'ignore',
    })
    let exited = false
    child.once('exit', () => (exited = true))
    const origin = `http://127.0.0.1:${port}`
    let answer: Response | undefined
    while (!answer && !exited) {
      answer = await fetch(`${origin}/api/v1/workspaces`, { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined)
      if (!answer) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(answer?.status).toBe(200)
    // The first start migrated the database and created the owner's workspace.
    expect((await answer!.json()).workspaces[0].name).toBe('My workspace')
    // The OpenAPI document comes from the copy written beside the bundle, the same as the contract gives.
    expect(existsSync(join(outDir, 'openapi.json'))).toBe(true)
    const served = await (await fetch(`${origin}/api/openapi.json`)).json()
    expect(served).toEqual(JSON.parse(JSON.stringify(await generateOpenApiDocument('/api'))))
    // An export renders its pages on the worker built beside the bundle.
    const authorized = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
    const workspaceId = (await (await fetch(`${origin}/api/v1/workspaces`, { headers: authorized })).json()).workspaces[0].id
    const created = await fetch(`${origin}/api/v1/bots`, { method: 'POST', headers: authorized, body: JSON.stringify({ workspaceId, bot: { name: 'Bundled' } }) })
    const { bot } = await created.json()
    const exported = await fetch(`${origin}/api/v1/bots/${bot.id}/results/export`, { method: 'POST', headers: authorized, body: '{}' })
    expect(exported.status).toBe(200)
    expect(await exported.text()).toBe('Submitted at (UTC)\r\n')
  }, 60_000)
})
