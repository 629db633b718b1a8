import { describe, expect, it } from 'vitest'
import { evaluateCondition } from '../../../src/server/engine/rules'
import type { Condition } from '../../../src/shared/bot/condition'
import { compare } from './support/conditions'
import { ruleContext } from './support/fakeSandbox'

const ctx = () => ruleContext({ A: 'yes', B: 'no' })
const isYes = (variableId: string) => ({ id: variableId, variableId, comparisonOperator: 'Equal to' as const, value: 'yes' })

describe('evaluateCondition', () => {
  it('is false without comparisons or condition', async () => {
    expect(await evaluateCondition(undefined, ctx())).toBe(false)
    expect(await evaluateCondition({}, ctx())).toBe(false)
    expect(await evaluateCondition({ logicalOperator: 'OR', comparisons: [] }, ctx())).toBe(false)
  })

  it('needs every comparison with AND, the default', async () => {
    expect(await evaluateCondition({ comparisons: [isYes('vA'), isYes('vA')] }, ctx())).toBe(true)
    expect(await evaluateCondition({ comparisons: [isYes('vA'), isYes('vB')] }, ctx())).toBe(false)
    expect(await evaluateCondition({ logicalOperator: 'AND', comparisons: [isYes('vB'), isYes('vA')] }, ctx())).toBe(false)
  })

  it('needs one comparison with OR', async () => {
    expect(await evaluateCondition({ logicalOperator: 'OR', comparisons: [isYes('vB'), isYes('vA')] }, ctx())).toBe(true)
    expect(await evaluateCondition({ logicalOperator: 'OR', comparisons: [isYes('vB'), isYes('vB')] }, ctx())).toBe(false)
  })

  it('counts a comparison without variable or operator as false', async () => {
    const noVariable: Condition = { comparisons: [{ id: 'c', comparisonOperator: 'Is empty' }] }
    const noOperator: Condition = { comparisons: [{ id: 'c', variableId: 'vA', value: 'yes' }] }
    expect(await evaluateCondition(noVariable, ctx())).toBe(false)
    expect(await evaluateCondition(noOperator, ctx())).toBe(false)
  })

  it('reads an unknown variable as unset', async () => {
    const condition: Condition = { comparisons: [{ id: 'c', variableId: 'gone', comparisonOperator: 'Is empty' }] }
    expect(await evaluateCondition(condition, ctx())).toBe(true)
  })

  it('stops at the first comparison that decides, without evaluating later expressions', async () => {
    const context = ruleContext({ A: 'yes' }, { 'return (1)': () => 'yes' })
    const later = { id: 'c2', variableId: 'vA', comparisonOperator: 'Equal to' as const, value: '{{=1=}}' }
    expect(await evaluateCondition({ logicalOperator: 'OR', comparisons: [isYes('vA'), later] }, context)).toBe(true)
    expect(context.calls).toEqual([])
    expect(await evaluateCondition({ comparisons: [isYes('vA'), later] }, context)).toBe(true)
    expect(context.calls).toHaveLength(1)
  })
})

describe('the right side of a comparison', () => {
  it('is templated text', async () => {
    expect(await compare('Hello Ada', 'Equal to', 'Hello {{Name}}', { Name: 'Ada' })).toBe(true)
  })

  it('is the raw value of the variable when it is exactly {{V}}, a list included', async () => {
    expect(await compare('b', 'Equal to', '{{R}}', { R: ['b', 'b'] })).toBe(true)
    expect(await compare(['x', 'y'], 'Contains', '{{R}}', { R: ['z', 'y'] })).toBe(true)
  })

  it('is null for "undefined", "null" or an unset {{V}}', async () => {
    expect(await compare(null, 'Equal to', 'null')).toBe(true)
    expect(await compare(null, 'Equal to', 'undefined')).toBe(true)
    expect(await compare(null, 'Equal to', '{{R}}', { R: null })).toBe(true)
    expect(await compare('', 'Equal to', 'null')).toBe(false)
  })

  it('is the empty string when absent', async () => {
    expect(await compare('', 'Equal to', undefined)).toBe(true)
    expect(await compare(null, 'Equal to', undefined)).toBe(false)
  })
})
