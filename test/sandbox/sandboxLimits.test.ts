import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../../src/server/sandbox/createSandbox'

const sandbox = createSandbox({ timeoutMs: 300, poolSize: 1 })
afterAll(() => sandbox.close())

const elapsed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now()
  const result = await work()
  return [result, performance.now() - start]
}

describe('the sandbox limits', () => {
  it('ends an infinite loop with a timeout error at about the deadline, and the next run works', async () => {
    await sandbox.run('return 0', {})
    const [result, ms] = await elapsed(() => sandbox.run('while (true) {}', {}))
    expect(result).toEqual({ ok: false, error: 'Timed out after 300 ms', variableWrites: [] })
    expect(ms).toBeGreaterThanOrEqual(290)
    expect(ms).toBeLessThan(2000)
    expect(await sandbox.run('return "next"', {})).toMatchObject({ ok: true, value: 'next' })
  })

  it('kills and replaces the worker when a native operation ignores the deadline', async () => {
    const before = sandbox.stats().workersReplaced
    // QuickJS searches strings in C without calling the interrupt handler (this one takes about 30 s):
    // only the host timer stops it.
    const [result, ms] = await elapsed(() => sandbox.run("return 'a'.repeat(1e6).indexOf('a'.repeat(1e4) + 'b')", {}))
    expect(result).toMatchObject({ ok: false, error: 'Timed out after 300 ms' })
    expect(ms).toBeLessThan(2000)
    expect(sandbox.stats().workersReplaced).toBe(before + 1)
    expect(await sandbox.run('return 2', {})).toMatchObject({ ok: true, value: 2 })
  })

  it('honours a per-run deadline', async () => {
    expect(await sandbox.run('let i = 0; while (true) i++', {}, { timeoutMs: 50 })).toMatchObject({ ok: false, error: 'Timed out after 50 ms' })
  })

  it('cannot catch its own timeout', async () => {
    const code = 'try { while (true) {} } catch (e) { setVariable("caught", String(e)) } return "escaped"'
    expect(await sandbox.run(code, {})).toMatchObject({ ok: false, error: 'Timed out after 300 ms', variableWrites: [] })
  })

  it('fails a huge allocation safely and gives the memory back by replacing the worker', async () => {
    await sandbox.run('return 0', {})
    const rssBefore = process.memoryUsage().rss
    const replacedBefore = sandbox.stats().workersReplaced
    const result = await sandbox.run('let a = []; while (true) a.push(new Array(1e6).fill(1))', {}, { timeoutMs: 10_000 })
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/memory/) })
    expect(sandbox.stats().workersReplaced).toBe(replacedBefore + 1)
    expect(await sandbox.run('return "after"', {})).toMatchObject({ ok: true, value: 'after' })
    // The bomb grew the old worker's WebAssembly memory to 128 MB, which never shrinks in place.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(64 * 1024 * 1024)
  })

  it('fails deep recursion with a stack overflow error', async () => {
    expect(await sandbox.run('function f(n) { return f(n + 1) + 1 } return f(0)', {})).toMatchObject({ ok: false, error: 'stack overflow' })
    expect(await sandbox.run('return 3', {})).toMatchObject({ ok: true, value: 3 })
  })

  it('fails code that awaits a promise that can never settle', async () => {
    expect(await sandbox.run('await new Promise(() => {}); return 1', {})).toMatchObject({ ok: false, error: expect.stringMatching(/never settles/) })
  })
})
