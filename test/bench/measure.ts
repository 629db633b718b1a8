import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export type Figures = { name: string; requests: number; seconds: number; perSecond: number; p50: number; p99: number; max: number }

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]

/** Runs `task` `total` times with `concurrency` in flight and reports throughput and latency (ms). */
export async function measure(name: string, total: number, concurrency: number, task: (i: number) => Promise<void>): Promise<Figures> {
  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++
        const t = performance.now()
        await task(i)
        latencies.push(performance.now() - t)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    name,
    requests: total,
    seconds: round(seconds),
    perSecond: round(total / seconds),
    p50: round(percentile(latencies, 0.5)),
    p99: round(percentile(latencies, 0.99)),
    max: round(latencies[latencies.length - 1]),
  }
}

const round = (n: number) => Math.round(n * 100) / 100

/** Prints a table and keeps the figures as JSON under test-results/bench/. */
export function report(file: string, rows: Record<string, unknown>[]) {
  console.table(rows)
  const dir = join(process.cwd(), 'test-results', 'bench')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, file), JSON.stringify(rows, null, 2))
  console.log(`figures written to test-results/bench/${file}`)
}
