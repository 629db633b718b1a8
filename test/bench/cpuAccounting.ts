import { readdirSync, readFileSync } from 'node:fs'

/** Linux counts process CPU time in ticks of 1/100 s (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100

type ProcStat = { pid: number; ppid: number; comm: string; seconds: number }

/** Every live process's parent, name and CPU seconds (user + system), from /proc. */
function processTable(): ProcStat[] {
  const table: ProcStat[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // The name is in parentheses and may hold spaces: the fields after it are positional.
      const close = stat.lastIndexOf(')')
      const fields = stat.slice(close + 2).split(' ')
      table.push({ pid: Number(entry), ppid: Number(fields[1]), comm: stat.slice(stat.indexOf('(') + 1, close), seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND })
    } catch {
      // Gone between the listing and the read.
    }
  }
  return table
}

/** The processes rooted at `roots`: each root with all its descendants. */
function treeOf(table: ProcStat[], roots: number[]): ProcStat[] {
  const children = new Map<number, ProcStat[]>()
  for (const row of table) children.set(row.ppid, [...(children.get(row.ppid) ?? []), row])
  const byPid = new Map(table.map((row) => [row.pid, row]))
  const tree: ProcStat[] = []
  const visit = (pid: number) => {
    const row = byPid.get(pid)
    if (row) tree.push(row)
    for (const child of children.get(pid) ?? []) visit(child.pid)
  }
  roots.forEach(visit)
  return tree
}

/** The pids of `root` and all its descendants, as they are now. */
export const processTree = (root: number): number[] => treeOf(processTable(), [root]).map((row) => row.pid)

/** The whole machine's busy and total CPU seconds since boot, from /proc/stat. */
function machineSeconds() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number)
  const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks
  return { busy: (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND, total: (user + nice + system + idle + iowait + irq + softirq + steal) / TICKS_PER_SECOND }
}

/**
 * Where a component's processes are: root pids (with their descendants), pids alone, or a process
 * name (every process of that name).
 */
export type Component = { roots: () => number[] } | { pids: () => number[] } | { comm: string } | { self: true }

const secondsOf = (table: ProcStat[], component: Component) => {
  if ('self' in component) {
    const usage = process.cpuUsage()
    return (usage.user + usage.system) / 1e6
  }
  if ('comm' in component) return table.filter((row) => row.comm === component.comm).reduce((sum, row) => sum + row.seconds, 0)
  if ('pids' in component) {
    const pids = new Set(component.pids())
    return table.filter((row) => pids.has(row.pid)).reduce((sum, row) => sum + row.seconds, 0)
  }
  return treeOf(table, component.roots()).reduce((sum, row) => sum + row.seconds, 0)
}

/**
 * CPU used by each component of a benchmark over one phase: `start()` before it, the returned
 * function after it, giving each component's share of one core (1 = a core busy all along) and
 * the machine's busy cores, so a reader sees which part bounds the throughput.
 */
export function cpuMeter(components: Record<string, Component>) {
  return () => {
    const startedAt = performance.now()
    const table = processTable()
    const before = Object.fromEntries(Object.entries(components).map(([name, component]) => [name, secondsOf(table, component)]))
    const machine = machineSeconds()
    return () => {
      const wall = (performance.now() - startedAt) / 1000
      const after = processTable()
      const now = machineSeconds()
      const cores = Object.fromEntries(Object.entries(components).map(([name, component]) => [name, (secondsOf(after, component) - before[name]) / wall]))
      return { wallSeconds: wall, cores, machineBusyCores: (now.busy - machine.busy) / wall, machineCores: (now.total - machine.total) / wall }
    }
  }
}

/** Each component's CPU per turn (ms, two decimals), from its share of a core over a phase that ran `turnsPerSecond`. */
export const msPerTurn = (cores: Record<string, number>, turnsPerSecond: number): Record<string, number> =>
  Object.fromEntries(Object.entries(cores).map(([name, share]) => [name, Math.round((share / turnsPerSecond) * 100_000) / 100]))
