import { describe, expect, it } from 'vitest'
import { chartDays, todayIn } from '../../../src/app/analytics/chart/chartDays'
import { niceCeiling } from '../../../src/app/analytics/chart/ResultsPerDayChart'

describe('the days of the results chart', () => {
  it('fills every day of the range, days without results at 0', () => {
    const days = chartDays([{ date: '2024-03-08', total: 4 }], 'last7Days', '2024-03-10')
    expect(days.map((d) => d.date)).toEqual(['2024-03-04', '2024-03-05', '2024-03-06', '2024-03-07', '2024-03-08', '2024-03-09', '2024-03-10'])
    expect(days.map((d) => d.total)).toEqual([0, 0, 0, 0, 4, 0, 0])
  })

  it('covers calendar months and years, leap days included', () => {
    expect(chartDays([], 'lastMonth', '2024-03-15').map((d) => d.date)).toHaveLength(29)
    expect(chartDays([], 'lastMonth', '2024-01-15')[0].date).toBe('2023-12-01')
    expect(chartDays([], 'monthToDate', '2024-03-03').map((d) => d.date)).toEqual(['2024-03-01', '2024-03-02', '2024-03-03'])
    expect(chartDays([], 'yearToDate', '2024-01-02')).toHaveLength(2)
  })

  it('starts "all time" at the first day with results, or today', () => {
    expect(chartDays([{ date: '2024-03-08', total: 1 }], 'allTime', '2024-03-10')).toHaveLength(3)
    expect(chartDays([], 'allTime', '2024-03-10')).toEqual([{ date: '2024-03-10', total: 0 }])
  })

  it("reads today on the zone's calendar", () => {
    const instant = new Date('2024-03-10T23:30:00Z')
    expect(todayIn('UTC', instant)).toBe('2024-03-10')
    expect(todayIn('Asia/Tokyo', instant)).toBe('2024-03-11')
  })

  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 10, 11, 300, 501].map(niceCeiling)).toEqual([1, 1, 5, 10, 10, 20, 500, 1000])
  })
})
