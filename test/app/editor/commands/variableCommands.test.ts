import { describe, expect, it } from 'vitest'
import { createVariable } from '../../../../src/app/editor/commands/variables/createVariable'
import { deleteVariable } from '../../../../src/app/editor/commands/variables/deleteVariable'
import { renameVariable } from '../../../../src/app/editor/commands/variables/renameVariable'
import { setVariableSaved } from '../../../../src/app/editor/commands/variables/setVariableSaved'
import { variableUsages } from '../../../../src/app/editor/commands/variables/variableUsages'
import type { Block } from '../../../../src/shared/bot/blocks'
import { expectValidDocument, flowDoc, group, text } from '../support/flowDocs'

const askName: Block = { id: 'ask', type: 'text input', options: { variableId: 'v1' } }
const check: Block = {
  id: 'check',
  type: 'Condition',
  items: [{ id: 'i1', content: { comparisons: [{ id: 'c1', variableId: 'v1', comparisonOperator: 'Is set' }] } }],
}
const doc = () =>
  flowDoc(
    [group('g1', [text('hello', 'Hello {{Name}}, and ${{{Name}}}'), askName]), group('g2', [check, text('other', 'Nothing here')], { x: 0, y: 0 }, 'Check')],
    [],
    [{ id: 'v1', name: 'Name' }, { id: 'v2', name: 'Email', isSessionVariable: true }],
  )

describe('creating variables', () => {
  it('adds a variable with a trimmed name', () => {
    expect(createVariable(doc(), { name: ' Age ', variableId: 'v3' }).variables.at(-1)).toEqual({ id: 'v3', name: 'Age' })
  })

  it('refuses a blank name and a name already taken', () => {
    const before = doc()
    expect(createVariable(before, { name: ' ' })).toBe(before)
    expect(createVariable(before, { name: 'Name' })).toBe(before)
  })
})

describe('finding where a variable is used', () => {
  it('finds blocks naming it by id or by {{Name}}', () => {
    expect(variableUsages(doc(), { id: 'v1', name: 'Name' })).toEqual([
      { kind: 'block', groupId: 'g1', groupTitle: 'g1', blockId: 'hello', blockType: 'text' },
      { kind: 'block', groupId: 'g1', groupTitle: 'g1', blockId: 'ask', blockType: 'text input' },
      { kind: 'block', groupId: 'g2', groupTitle: 'Check', blockId: 'check', blockType: 'Condition' },
    ])
  })

  it('finds events whose options name it', () => {
    const withReply = { ...doc(), events: [...doc().events, { id: 'r', type: 'reply' as const, graphCoordinates: { x: 0, y: 0 }, options: { contentVariableId: 'v2' } }] }
    expect(variableUsages(withReply as never, { id: 'v2', name: 'Email' })).toEqual([{ kind: 'event', eventId: 'r', eventType: 'reply' }])
  })

  it('finds nothing for an unused variable', () => {
    expect(variableUsages(doc(), { id: 'v2', name: 'Email' })).toEqual([])
  })
})

describe('renaming variables', () => {
  it('renames the variable and the {{tokens}} that name it', () => {
    const next = renameVariable(doc(), { variableId: 'v1', name: 'First name' })
    expect(next.variables[0]).toEqual({ id: 'v1', name: 'First name' })
    expect(JSON.stringify(next.groups[0].blocks[0])).toContain('Hello {{First name}}, and ${{{First name}}}')
    expectValidDocument(next)
  })

  it('leaves groups that do not mention it untouched', () => {
    const before = doc()
    const next = renameVariable(before, { variableId: 'v1', name: 'First name' })
    expect(next.groups[1]).toBe(before.groups[1])
  })

  it('refuses a blank name, a taken name and braces', () => {
    const before = doc()
    for (const name of ['', 'Email', 'a{b']) expect(renameVariable(before, { variableId: 'v1', name })).toBe(before)
  })
})

describe('deleting variables', () => {
  it('removes the variable and clears options that pointed at it', () => {
    const next = deleteVariable(doc(), { variableId: 'v1' })
    expect(next.variables.map((v) => v.name)).toEqual(['Email'])
    expect(next.groups[0].blocks[1]).toEqual({ id: 'ask', type: 'text input', options: {} })
    expect(JSON.stringify(next)).not.toContain('"v1"')
    expectValidDocument(next)
  })
})

describe('saving variables in results', () => {
  it('saved is the default, so saving removes the session flag rather than writing false', () => {
    const saved = setVariableSaved(doc(), { variableId: 'v2', saved: true })
    expect(saved.variables[1]).toEqual({ id: 'v2', name: 'Email' })
    expect(setVariableSaved(saved, { variableId: 'v2', saved: false }).variables[1]).toEqual({ id: 'v2', name: 'Email', isSessionVariable: true })
    expect(setVariableSaved(saved, { variableId: 'v2', saved: true })).toBe(saved)
  })
})
