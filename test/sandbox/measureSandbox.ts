/**
 * Rough timings of the sandbox, not a test: `npx tsx test/sandbox/measureSandbox.ts`.
 * Prints the cost of a worker start, of one evaluation (host → worker → host), of a timeout and of
 * a memory bomb, with the process's resident memory around the bomb.
 */
import { createSandbox } from '../../src/server/sandbox/createSandbox'

const time = async <T>(work: () => Promise<T>): Promise<[number, T]> => {
  const start = performance.now()
  const result = await work()
  return [performance.now() - start, result]
}
const ms = (value: number) => `${value.toFixed(2)} ms`
const rssMb = () => `${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
/** Runs in C without reaching QuickJS's interrupt handler, so the host must kill the worker. */
const UNINTERRUPTIBLE = "return 'a'.repeat(1e6).indexOf('a'.repeat(1e4) + 'b')"

const sandbox = createSandbox({ poolSize: 1, timeoutMs: 1000 })
const [firstRun] = await time(() => sandbox.run('return 1 + 1', {}))
console.log('first evaluation, including the first worker start:', ms(firstRun))

const starts: number[] = []
for (let i = 0; i < 5; i += 1) {
  await sandbox.run(UNINTERRUPTIBLE, {}, { timeoutMs: 1 })
  const [start] = await time(() => sandbox.run('return 1', {}))
  starts.push(start)
}
console.log('worker start (evaluation right after a kill, median of 5):', ms(median(starts)))

const runs = 1000
const [sequential] = await time(async () => {
  for (let i = 0; i < runs; i += 1) await sandbox.run('return a * 2', { a: i })
})
console.log('evaluation, one after another:', ms(sequential / runs))
const [queued] = await time(() => Promise.all(Array.from({ length: runs }, (_, i) => sandbox.run('return a * 2', { a: i }))))
console.log(`evaluation, ${runs} queued at once on one worker:`, ms(queued / runs))

const [loop] = await time(() => sandbox.run('while (true) {}', {}, { timeoutMs: 300 }))
console.log('infinite loop, 300 ms deadline (interrupt handler), ends after:', ms(loop))
const [killed] = await time(() => sandbox.run(UNINTERRUPTIBLE, {}, { timeoutMs: 300 }))
console.log('uninterruptible native call, 300 ms deadline (host kill), ends after:', ms(killed))

await sandbox.run('return 1', {})
console.log('rss before the bomb:', rssMb())
const [bomb, bombResult] = await time(() => sandbox.run('let a = []; while (true) a.push(new Array(1e6).fill(1))', {}, { timeoutMs: 10_000 }))
console.log('allocation bomb ends after:', ms(bomb), bombResult.ok ? 'ok?!' : bombResult.error, '| rss', rssMb())
await sandbox.run('return 1', {})
console.log('rss once the worker is replaced:', rssMb())
console.log('stats', JSON.stringify(sandbox.stats()))
await sandbox.close()
