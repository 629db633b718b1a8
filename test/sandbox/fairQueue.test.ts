import { describe, expect, it } from 'vitest'
import { FairQueue } from '../../src/server/sandbox/fairQueue'

const takeAll = (queue: FairQueue<string>) => {
  const taken: string[] = []
  for (let next = queue.take(); next; next = queue.take()) {
    taken.push(next.item)
    queue.finished(next.owner)
  }
  return taken
}

describe('the fair queue of sandbox runs', () => {
  it('serves waiting owners in turn, whoever queued first and most', () => {
    const queue = new FairQueue<string>(1, 100)
    for (const item of ['a1', 'a2', 'a3', 'a4']) queue.push('a', item)
    queue.push('b', 'b1')
    queue.push('b', 'b2')
    queue.push('c', 'c1')
    expect(takeAll(queue)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4'])
  })

  it('gives an owner no more running items than its limit', () => {
    const queue = new FairQueue<string>(2, 100)
    for (const item of ['a1', 'a2', 'a3']) queue.push('a', item)
    expect([queue.take()?.item, queue.take()?.item, queue.take()]).toEqual(['a1', 'a2', undefined])
    queue.finished('a')
    expect(queue.take()?.item).toBe('a3')
  })

  it('refuses items past the waiting limit and lets cancelled ones leave', () => {
    const queue = new FairQueue<string>(1, 2)
    expect([queue.push('a', 'a1'), queue.push('a', 'a2'), queue.push('a', 'a3')]).toEqual([true, true, false])
    expect(queue.remove('a', 'a1')).toBe(true)
    expect(queue.remove('a', 'a1')).toBe(false)
    expect(queue.size).toBe(1)
    expect(takeAll(queue)).toEqual(['a2'])
  })
})
