import { describe, expect, it } from 'vitest'
import { isSelected, noSelection, selectedCount, toggleLoaded, toggleRow, type Selection } from '../../../src/app/results/selection/selection'

const loaded = ['a', 'b', 'c', 'd', 'e']
const idsOf = (selection: Selection) => (selection.kind === 'ids' ? [...selection.ids].sort() : 'all')

describe('the results selection', () => {
  it('ticks and unticks one row per click', () => {
    const one = toggleRow(noSelection, 'b', loaded, false)
    expect(idsOf(one)).toEqual(['b'])
    expect(idsOf(toggleRow(one, 'b', loaded, false))).toEqual([])
  })

  it('extends from the last clicked row with Shift, in either direction', () => {
    const anchor = toggleRow(noSelection, 'b', loaded, false)
    expect(idsOf(toggleRow(anchor, 'd', loaded, true))).toEqual(['b', 'c', 'd'])
    const up = toggleRow(toggleRow(noSelection, 'e', loaded, false), 'c', loaded, true)
    expect(idsOf(up)).toEqual(['c', 'd', 'e'])
  })

  it('unticks a Shift range when the clicked row was ticked', () => {
    const all = toggleLoaded(noSelection, loaded)
    const anchored = toggleRow(toggleRow(all, 'a', loaded, false), 'a', loaded, false)
    expect(idsOf(toggleRow(anchored, 'c', loaded, true))).toEqual(['d', 'e'])
  })

  it('ticks every loaded row from the header, and clears them when all are ticked', () => {
    const all = toggleLoaded(noSelection, loaded)
    expect(idsOf(all)).toEqual(loaded)
    expect(idsOf(toggleLoaded(all, loaded))).toEqual([])
    expect(idsOf(toggleLoaded(toggleRow(noSelection, 'a', loaded, false), loaded))).toEqual(loaded)
  })

  it('counts "all that match" as the filtered total, and keeps the loaded others when one is unticked', () => {
    const all: Selection = { kind: 'all' }
    expect(selectedCount(all, 1234)).toBe(1234)
    expect(isSelected(all, 'not-loaded-yet')).toBe(true)
    const minusOne = toggleRow(all, 'c', loaded, false)
    expect(idsOf(minusOne)).toEqual(['a', 'b', 'd', 'e'])
    expect(selectedCount(minusOne, 1234)).toBe(4)
  })
})
