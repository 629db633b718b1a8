import { describe, expect, it } from 'vitest'
import { recordCounter } from '../../../src/app/results/export/recordCounter'
import { moveColumn, orderColumns } from '../../../src/app/results/table/columnOrder'
import { cellOf, toResultRow } from '../../../src/app/results/table/resultRow'
import { latestAnswers, type Result, type ResultColumn, resultCell } from '../../../src/shared/result'

describe('counting exported results as they stream in', () => {
  it('counts CSV records, not the line breaks inside quoted cells, whatever the chunks', () => {
    const csv = '\uFEFFSubmitted at,Comment\r\n2024-01-01,"two\r\nlines"\r\n2024-01-02,"say ""hi"", then\nleave"\r\n2024-01-03,plain\r\n'
    for (const size of [1, 3, 7, csv.length]) {
      const counter = recordCounter('csv')
      for (let i = 0; i < csv.length; i += size) counter.add(csv.slice(i, i + size))
      expect(counter.results, `chunks of ${size}`).toBe(3)
    }
  })

  it('counts JSON results, one per line', () => {
    const counter = recordCounter('json')
    const json = `[\n${JSON.stringify({ a: 'x\n{' })},\n${JSON.stringify({ b: 1 })}\n]\n`
    json.split('').forEach((c) => counter.add(c))
    expect(counter.results).toBe(2)
  })
})

describe('column order', () => {
  it('keeps the saved order, drops removed columns and appends new ones', () => {
    expect(orderColumns(['t', 'a', 'b', 'c'], ['b', 'gone', 't'])).toEqual(['b', 't', 'a', 'c'])
  })

  it('moves a dragged column to where it is dropped, from either side', () => {
    expect(moveColumn(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd'])
    expect(moveColumn(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c'])
    expect(moveColumn(['a', 'b'], 'a', 'missing')).toEqual(['a', 'b'])
  })
})

describe("the table's cells", () => {
  const result: Result = {
    id: 'r1',
    botId: 'b1',
    createdAt: '2024-01-01T00:00:00.000Z',
    isCompleted: true,
    hasStarted: true,
    isArchived: false,
    lastChatSessionId: null,
    variables: [
      { id: 'v-list', name: 'Tags', value: ['a', null, 'b'] },
      { id: 'v-text', name: 'Plan', value: 'pro' },
      { id: 'v-unset', name: 'Unset', value: null },
    ],
    answers: [
      { blockId: 'q1', content: 'first' },
      { blockId: 'q1', content: 'second, after a jump back' },
      { blockId: 'files', content: 'https://f.example/a.pdf, https://f.example/b%20c.png' },
      { blockId: 'q2', content: 'see attached', attachedFileUrls: ['https://f.example/x.txt'] },
    ],
  }
  const columns: ResultColumn[] = [
    { id: 'block:q1', kind: 'block', label: 'Q1', blockId: 'q1', blockType: 'text input' },
    { id: 'block:files', kind: 'block', label: 'Files', blockId: 'files', blockType: 'file input' },
    { id: 'block:q2', kind: 'block', label: 'Q2', blockId: 'q2', blockType: 'text input' },
    { id: 'block:never', kind: 'block', label: 'Never', blockId: 'never', blockType: 'email input' },
    { id: 'variable:v-list', kind: 'variable', label: 'Tags', variableId: 'v-list' },
    { id: 'variable:v-text', kind: 'variable', label: 'Plan', variableId: 'v-text' },
    { id: 'variable:v-unset', kind: 'variable', label: 'Unset', variableId: 'v-unset' },
  ]

  it('hold the same as the export writes: the latest answer, files, attachments, lists', () => {
    const row = toResultRow(result)
    const shared = latestAnswers(result)
    for (const column of columns) expect(cellOf(column, row), column.id).toEqual(resultCell(column, result, shared))
    expect(cellOf(columns[0], row)).toEqual({ kind: 'text', text: 'second, after a jump back' })
    expect(cellOf(columns[1], row)).toEqual({ kind: 'files', urls: ['https://f.example/a.pdf', 'https://f.example/b%20c.png'] })
    expect(cellOf(columns[4], row)).toEqual({ kind: 'list', items: ['a', 'b'] })
    expect(cellOf(columns[6], row)).toBeUndefined()
  })
})
