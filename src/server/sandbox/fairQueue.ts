/**
 * Work of many owners (workspaces) waiting for a few workers, served in turn: an owner's next item
 * comes after every other waiting owner's, and no owner holds more than `runningLimit` workers. So
 * a workspace flooding the pool with endless scripts waits behind itself, not in front of others.
 */
export class FairQueue<T> {
  /** Owners in their turn order (a Map keeps insertion order): the first one is served next. */
  private readonly waiting = new Map<string, T[]>()
  private readonly running = new Map<string, number>()

  constructor(
    private readonly runningLimit: number,
    private readonly waitingLimit: number,
  ) {}

  /** Queues `item`; false when its owner already has `waitingLimit` items waiting. */
  push(owner: string, item: T): boolean {
    const items = this.waiting.get(owner)
    if (!items) {
      this.waiting.set(owner, [item])
      return true
    }
    if (items.length >= this.waitingLimit) return false
    items.push(item)
    return true
  }

  /** Takes `item` out of the queue (its run was cancelled); false when it was not waiting. */
  remove(owner: string, item: T): boolean {
    const items = this.waiting.get(owner)
    const index = items?.indexOf(item) ?? -1
    if (!items || index < 0) return false
    items.splice(index, 1)
    if (items.length === 0) this.waiting.delete(owner)
    return true
  }

  /**
   * The next item to run, counted as running until `finished(owner)`: the first owner in turn that
   * is under its limit gives its oldest item and goes to the back of the turn.
   */
  take(): { owner: string; item: T } | undefined {
    for (const [owner, items] of this.waiting) {
      if ((this.running.get(owner) ?? 0) >= this.runningLimit) continue
      const item = items.shift()!
      this.waiting.delete(owner)
      if (items.length > 0) this.waiting.set(owner, items)
      this.running.set(owner, (this.running.get(owner) ?? 0) + 1)
      return { owner, item }
    }
    return undefined
  }

  finished(owner: string): void {
    const count = (this.running.get(owner) ?? 0) - 1
    if (count > 0) this.running.set(owner, count)
    else this.running.delete(owner)
  }

  /** Empties the queue, giving back what was waiting. */
  drain(): T[] {
    const items = [...this.waiting.values()].flat()
    this.waiting.clear()
    return items
  }

  get size(): number {
    let size = 0
    for (const items of this.waiting.values()) size += items.length
    return size
  }
}
