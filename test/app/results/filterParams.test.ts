import { describe, expect, it } from 'vitest'
import { filterFromParams, isFiltering, noFilter, paramsWithFilter, toResultFilter } from '../../../src/app/results/filters/filterParams'

const read = (query: string) => filterFromParams(new URLSearchParams(query))

describe('the results filter in the URL', () => {
  it('reads range, days, completion and search, ignoring what it does not know', () => {
    expect(read('range=last7Days&status=completed&q=ada')).toEqual({ ...noFilter, range: 'last7Days', status: 'completed', search: 'ada' })
    expect(read('range=custom&from=2024-03-01&to=2024-03-31')).toMatchObject({ range: 'custom', from: '2024-03-01', to: '2024-03-31' })
    expect(read('range=someday&status=maybe&from=yesterday')).toEqual(noFilter)
  })

  it('writes only what differs from the defaults, and keeps other parameters', () => {
    const written = paramsWithFilter(new URLSearchParams('result=r1&q=old'), { ...noFilter, status: 'incomplete' })
    expect(written.toString()).toBe('result=r1&status=incomplete')
    const custom = paramsWithFilter(new URLSearchParams(), { ...noFilter, range: 'custom', from: '2024-03-01', to: '' })
    expect(custom.toString()).toBe('range=custom&from=2024-03-01')
    // Days only mean something with a custom range.
    expect(paramsWithFilter(new URLSearchParams(), { ...noFilter, range: 'today', from: '2024-03-01' }).toString()).toBe('range=today')
  })

  it('round-trips through the URL', () => {
    const state = { range: 'custom' as const, from: '2024-01-01', to: '2024-02-01', status: 'completed' as const, search: 'a b' }
    expect(filterFromParams(paramsWithFilter(new URLSearchParams(), state))).toEqual(state)
  })

  it('asks the service for exactly the conditions set, in the given zone', () => {
    // By default, only visitors who answered at least once are results to read.
    expect(toResultFilter(noFilter, 'Europe/Paris')).toEqual({ timeZone: 'Europe/Paris', hasStarted: true })
    expect(toResultFilter({ ...noFilter, status: 'everyone' }, 'Europe/Paris')).toEqual({ timeZone: 'Europe/Paris' })
    expect(toResultFilter({ ...noFilter, range: 'lastMonth', status: 'incomplete', search: '  ada ' }, 'UTC')).toEqual({
      timeZone: 'UTC',
      timeFilter: 'lastMonth',
      hasStarted: true,
      isCompleted: false,
      search: 'ada',
    })
    expect(toResultFilter({ ...noFilter, range: 'custom', from: '2024-03-01', to: '' }, 'UTC')).toEqual({ timeZone: 'UTC', hasStarted: true, from: '2024-03-01' })
  })

  it('tells whether anything is narrowed down', () => {
    expect(isFiltering(noFilter)).toBe(false)
    expect(isFiltering({ ...noFilter, range: 'custom' })).toBe(false)
    expect(isFiltering({ ...noFilter, search: '   ' })).toBe(false)
    expect(isFiltering({ ...noFilter, status: 'completed' })).toBe(true)
    expect(isFiltering({ ...noFilter, status: 'everyone' })).toBe(true)
  })
})
