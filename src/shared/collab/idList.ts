import type * as Y from 'yjs'

/** Positions (in `before`) of the longest run of `ids` that kept its relative order. */
function keptInOrder(ids: string[], before: Map<string, number>): Set<string> {
  const kept = ids.filter((id) => before.has(id))
  // Patience sorting over the old positions: tails[k] ends the best increasing run of length k+1.
  const tails: number[] = []
  const previous: number[] = []
  kept.forEach((id, i) => {
    const position = before.get(id)!
    let low = 0
    let high = tails.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (before.get(kept[tails[middle]])! < position) low = middle + 1
      else high = middle
    }
    previous[i] = low > 0 ? tails[low - 1] : -1
    tails[low] = i
  })
  const result = new Set<string>()
  for (let i = tails.at(-1) ?? -1; i >= 0; i = previous[i]) result.add(kept[i])
  return result
}

/**
 * Moves an ordered list of ids in the shared document from `beforeIds` to `afterIds` with the
 * fewest changes: removed ids are deleted, new and moved ids inserted after their predecessor.
 * Ids a collaborator added meanwhile stay where they are.
 */
export function syncIdList(list: Y.Array<string>, beforeIds: string[], afterIds: string[]) {
  const beforePositions = new Map(beforeIds.map((id, i) => [id, i]))
  const stay = keptInOrder(afterIds, beforePositions)
  const afterSet = new Set(afterIds)
  const removed = (id: string) => beforePositions.has(id) && (!afterSet.has(id) || !stay.has(id))
  const now = list.toArray()
  // From the end, so earlier indexes stay valid; a run of neighbours goes in one delete.
  for (let end = now.length; end > 0; ) {
    if (!removed(now[end - 1])) {
      end--
      continue
    }
    let start = end - 1
    while (start > 0 && removed(now[start - 1])) start--
    list.delete(start, end - start)
    now.splice(start, end - start)
    end = start
  }
  // Ids inserted one after the other go in as one run: one Yjs item, not one per id (a new list of
  // 4,000 edges was 4,000 inserts, each reading the whole list again).
  const present = new Set(now)
  for (let i = 0; i < afterIds.length; ) {
    if (stay.has(afterIds[i]) || present.has(afterIds[i])) {
      i++
      continue
    }
    const at = i > 0 ? now.lastIndexOf(afterIds[i - 1]) + 1 : 0
    const run: string[] = []
    for (; i < afterIds.length && !stay.has(afterIds[i]) && !present.has(afterIds[i]); i++) {
      run.push(afterIds[i])
      present.add(afterIds[i])
    }
    list.insert(at, run)
    now.splice(at, 0, ...run)
  }
}
