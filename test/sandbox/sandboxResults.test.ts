import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../../src/server/sandbox/createSandbox'

const sandbox = createSandbox({ timeoutMs: 2000 })
afterAll(() => sandbox.close())

describe('the sandbox', () => {
  it('returns arithmetic and string results', async () => {
    expect(await sandbox.run('return a + b * 2', { a: 1, b: 3 })).toEqual({ ok: true, value: 7, variableWrites: [] })
    expect(await sandbox.run('return `Hello ${name}`.toUpperCase()', { name: 'Ada' })).toMatchObject({ ok: true, value: 'HELLO ADA' })
  })

  it('awaits async code before returning', async () => {
    const code = 'const double = async (n) => n * 2; const x = await double(a); await null; return [x, await Promise.resolve("done")]'
    expect(await sandbox.run(code, { a: 21 })).toMatchObject({ ok: true, value: [42, 'done'] })
  })

  it('passes arguments by value, so mutating them inside leaves the host object unchanged', async () => {
    const user = { name: 'Ada', tags: ['a'] }
    const result = await sandbox.run('user.name = "Eve"; user.tags.push("b"); return user', { user })
    expect(result).toMatchObject({ ok: true, value: { name: 'Eve', tags: ['a', 'b'] } })
    expect(user).toEqual({ name: 'Ada', tags: ['a'] })
  })

  it('binds every argument as a parameter, undefined ones included, and never passes functions', async () => {
    const result = await sandbox.run('return [typeof missing, typeof fn, list.length, flag, nothing]', {
      missing: undefined,
      fn: () => 1,
      list: [1, 2],
      flag: true,
      nothing: null,
    })
    expect(result).toMatchObject({ ok: true, value: ['undefined', 'undefined', 2, true, null] })
  })

  it('records setVariable writes in order, with their values as JSON data', async () => {
    const code = 'setVariable("A", 1); setVariable("B", { list: [1, "x"] }); await null; setVariable("A", "two"); setVariable("C", undefined); return "ok"'
    const result = await sandbox.run(code, {})
    expect(result).toEqual({
      ok: true,
      value: 'ok',
      variableWrites: [
        { name: 'A', value: 1 },
        { name: 'B', value: { list: [1, 'x'] } },
        { name: 'A', value: 'two' },
        { name: 'C', value: undefined },
      ],
    })
  })

  it('keeps the writes made before the code threw', async () => {
    const result = await sandbox.run('setVariable("A", 1); throw new Error("bad input")', {})
    expect(result).toEqual({ ok: false, error: 'bad input', variableWrites: [{ name: 'A', value: 1 }] })
  })

  it('converts the returned value the way JSON.stringify does', async () => {
    expect(await sandbox.run('return undefined', {})).toEqual({ ok: true, value: undefined, variableWrites: [] })
    expect(await sandbox.run('return () => 1', {})).toMatchObject({ ok: true, value: undefined })
    expect(await sandbox.run('return { f() {}, n: NaN, d: new Date(0) }', {})).toMatchObject({ ok: true, value: { n: null, d: '1970-01-01T00:00:00.000Z' } })
    expect(await sandbox.run('return 1n', {})).toMatchObject({ ok: false, error: expect.stringMatching(/BigInt/) })
  })

  it('reports thrown errors, thrown values and syntax errors by their message', async () => {
    expect(await sandbox.run('await null; throw new TypeError("nope")', {})).toMatchObject({ ok: false, error: 'nope' })
    expect(await sandbox.run('throw "plain text"', {})).toMatchObject({ ok: false, error: 'plain text' })
    expect(await sandbox.run('return (', {})).toMatchObject({ ok: false, error: expect.stringMatching(/unexpected|expecting/i) })
  })

  it('refuses argument names that are not identifiers', async () => {
    expect(await sandbox.run('return 1', { 'a) { return 2 }; (function (b': 1 })).toMatchObject({ ok: false, error: expect.stringMatching(/Invalid argument name/) })
  })

  it('refuses arguments that are not JSON data', async () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(await sandbox.run('return 1', { cyclic })).toMatchObject({ ok: false, error: expect.stringMatching(/JSON/) })
  })

  it('resolves 20 concurrent runs, each with its own result', async () => {
    const runs = Array.from({ length: 20 }, (_, i) => sandbox.run('setVariable("i", i); await null; return i * i', { i }))
    const results = await Promise.all(runs)
    results.forEach((result, i) => expect(result).toEqual({ ok: true, value: i * i, variableWrites: [{ name: 'i', value: i }] }))
  })
})
