import { existsSync, readFileSync } from 'node:fs'

type Resource = 'cpu' | 'io'

/** Microseconds since boot during which at least one task waited for `resource` (Linux PSI, "some"). */
function stalledMicroseconds(resource: Resource): number | undefined {
  const path = `/proc/pressure/${resource}`
  if (!existsSync(path)) return undefined
  const total = /^some .*total=(\d+)/m.exec(readFileSync(path, 'utf8'))
  return total ? Number(total[1]) : undefined
}

/**
 * The machine's pressure over one phase (Linux PSI): the share of its time, in %, during which some
 * task was ready to run and waited for a core (cpu), or waited for the disk (io). Beside a
 * latency, it tells which of the two the turns could have waited for. Undefined where the kernel
 * has no PSI.
 */
export function pressureMeter() {
  const started = { at: performance.now(), cpu: stalledMicroseconds('cpu'), io: stalledMicroseconds('io') }
  return () => {
    const elapsedUs = (performance.now() - started.at) * 1000
    const share = (resource: Resource) => {
      const [before, now] = [started[resource], stalledMicroseconds(resource)]
      return before === undefined || now === undefined ? undefined : Math.round(((now - before) / elapsedUs) * 1000) / 10
    }
    return { 'cpu pressure %': share('cpu'), 'io pressure %': share('io') }
  }
}
