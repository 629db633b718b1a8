import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../../src/server/sandbox/createSandbox'

const sandbox = createSandbox({ timeoutMs: 2000 })
afterAll(() => sandbox.close())

/** The escape attempt either fails or yields nothing: no host object comes back. */
async function expectNoHostAccess(code: string) {
  const result = await sandbox.run(code, {})
  if (result.ok) expect(result.value).toBeUndefined()
  else expect(result.error).not.toMatch(/Sandbox (failure|worker)/)
}

describe('code in the sandbox', () => {
  it('cannot reach process, require or the host global object', async () => {
    await expectNoHostAccess('return process.env')
    await expectNoHostAccess('return require("fs")')
    await expectNoHostAccess('return globalThis.process')
    await expectNoHostAccess('return this.constructor.constructor("return process")().env')
    await expectNoHostAccess('return Object.getPrototypeOf(async function () {}).constructor("return process")()')
  })

  it('cannot import modules', async () => {
    expect(await sandbox.run('return await import("fs")', {})).toMatchObject({ ok: false, error: expect.stringMatching(/fs/) })
    expect(await sandbox.run('return await import("node:child_process")', {})).toMatchObject({ ok: false })
  })

  it('has no fetch unless allowed, no timers, and a console that does nothing', async () => {
    expect(await sandbox.run('return await fetch("https://example.com")', {})).toMatchObject({ ok: false, error: expect.stringMatching(/fetch/) })
    const globals = await sandbox.run('console.log("hi"); return [typeof fetch, typeof setTimeout, typeof setInterval, typeof queueMicrotask]', {})
    expect(globals).toMatchObject({ ok: true, value: ['undefined', 'undefined', 'undefined', 'undefined'] })
  })

  it('starts every run with fresh globals', async () => {
    await sandbox.run('globalThis.leak = 1; Array.prototype.extra = 2; JSON.stringify = () => "hacked"', {})
    expect(await sandbox.run('return [typeof leak, typeof [].extra, { a: 1 }]', {})).toMatchObject({ ok: true, value: ['undefined', 'undefined', { a: 1 }] })
  })

  it('keeps its JSON conversion when the code replaces JSON', async () => {
    const result = await sandbox.run('JSON.stringify = () => "{}"; setVariable("A", [1]); return { b: 2 }', {})
    expect(result).toEqual({ ok: true, value: { b: 2 }, variableWrites: [{ name: 'A', value: [1] }] })
  })
})
