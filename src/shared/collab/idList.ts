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
  const current = list.toArray()
  // Deleting from the end keeps the earlier indexes valid.
  for (let i = current.length - 1; i >= 0; i--) {
    const id = current[i]
    if (beforePositions.has(id) && (!afterSet.has(id) || !stay.has(id))) list.delete(i, 1)
  }
  afterIds.forEach((id, i) => {
    if (stay.has(id)) return
    const now = list.toArray()
    if (now.includes(id)) return
    const predecessor = i > 0 ? now.lastIndexOf(afterIds[i - 1]) : -1
    list.insert(predecessor + 1, [id])
  })
}
