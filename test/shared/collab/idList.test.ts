import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as Y from 'yjs'
import { syncIdList } from '@/shared/collab/idList'

const listOf = (ids: string[]) => {
  const doc = new Y.Doc()
  const list = doc.getArray<string>('ids')
  list.insert(0, ids)
  return { doc, list }
}

/** Distinct ids drawn from a small alphabet, so before and after share many of them. */
const ids = fc.uniqueArray(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split('')), { maxLength: 26 })

describe('syncIdList', () => {
  it('turns any list into any other', () => {
    fc.assert(
      fc.property(ids, ids, (before, after) => {
        const { list } = listOf(before)
        syncIdList(list, before, after)
        expect(list.toArray()).toEqual(after)
      }),
    )
  })

  it('keeps where they are the ids a collaborator added meanwhile', () => {
    fc.assert(
      fc.property(ids, ids, fc.nat(), (before, after, at) => {
        const ours = listOf(before)
        const theirs = new Y.Doc()
        Y.applyUpdate(theirs, Y.encodeStateAsUpdate(ours.doc))
        theirs.getArray<string>('ids').insert(at % (before.length + 1), ['collaborator'])
        syncIdList(ours.list, before, after)
        Y.applyUpdate(ours.doc, Y.encodeStateAsUpdate(theirs))
        const merged = ours.list.toArray()
        expect(merged.filter((id) => id !== 'collaborator')).toEqual(after)
        expect(merged).toContain('collaborator')
      }),
    )
  })

  it('fills a new list of thousands of ids in one step, in order', () => {
    const many = Array.from({ length: 5000 }, (_, i) => `e${i}`)
    const { list } = listOf([])
    syncIdList(list, [], many)
    expect(list.toArray()).toEqual(many)
  })

  it('deletes a run of neighbours and inserts new ids after their predecessor', () => {
    const { list } = listOf(['a', 'b', 'c', 'd', 'e', 'f'])
    syncIdList(list, ['a', 'b', 'c', 'd', 'e', 'f'], ['a', 'x', 'y', 'e', 'f', 'z'])
    expect(list.toArray()).toEqual(['a', 'x', 'y', 'e', 'f', 'z'])
  })
})
