import { describe, expect, it } from 'vitest'
import { comparisonOperators, conditionSchema, logicalOperators } from '../../src/shared/bot/condition'

describe('conditions', () => {
  it('accept every documented operator', () => {
    for (const comparisonOperator of comparisonOperators) {
      const comparisons = [{ id: 'c1', variableId: 'v1', comparisonOperator, value: 'x' }]
      const condition = { logicalOperator: 'OR', comparisons }
      expect(conditionSchema.parse(condition)).toStrictEqual(condition)
    }
    expect(logicalOperators).toEqual(['AND', 'OR'])
  })

  it('refuse an operator spelled differently', () => {
    const condition = { comparisons: [{ id: 'c1', comparisonOperator: 'equal to' }] }
    expect(conditionSchema.safeParse(condition).success).toBe(false)
  })

  it('accept an empty condition, which evaluates to false', () => {
    expect(conditionSchema.parse({})).toStrictEqual({})
  })
})
