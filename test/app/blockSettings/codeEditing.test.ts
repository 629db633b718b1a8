import { describe, expect, it } from 'vitest'
import { indent, newLineKeepingIndent, outdent } from '../../../src/app/editor/blockSettings/fields/codeEditing'
import { splitList } from '../../../src/app/editor/blockSettings/fields/ListTextField'
import { parseNumber, parseNumberOrVariable } from '../../../src/app/editor/blockSettings/fields/parseField'

describe('code editing keys', () => {
  it('Tab puts two spaces in place of the selection', () => {
    expect(indent('ab', 1, 2)).toEqual({ value: 'a  ', selectionStart: 3, selectionEnd: 3 })
  })

  it('Shift+Tab removes up to two leading spaces of the line', () => {
    expect(outdent('x\n   y', 5, 5)).toEqual({ value: 'x\n y', selectionStart: 3, selectionEnd: 3 })
    expect(outdent('x\n y', 3, 3)).toEqual({ value: 'x\ny', selectionStart: 2, selectionEnd: 2 })
  })

  it('Enter keeps the indentation of the line', () => {
    expect(newLineKeepingIndent('  if (a) {', 10, 10)).toEqual({ value: '  if (a) {\n  ', selectionStart: 13, selectionEnd: 13 })
  })
})

describe('field rules', () => {
  it('reads numbers with a comma, bounds them and names the field', () => {
    expect(parseNumber('Step', '1,5')).toEqual({ ok: true, value: 1.5 })
    expect(parseNumber('Step', '')).toEqual({ ok: true, value: undefined })
    expect(parseNumber('Timeout', '0', { min: 1, max: 120 })).toEqual({ ok: false, error: 'Timeout must be between 1 and 120.' })
    expect(parseNumber('Length', '1e2', { integer: true })).toEqual({ ok: true, value: 100 })
  })

  it('keeps exactly one {{variable}} as text for N|V options', () => {
    expect(parseNumberOrVariable('Min', ' {{Low}} ')).toEqual({ ok: true, value: '{{Low}}' })
    expect(parseNumberOrVariable('Min', '{{A}}{{B}}')).toEqual({ ok: false, error: 'Min must be a number or one {{variable}}.' })
  })

  it('splits lists on commas outside {{…}}', () => {
    expect(splitList('a@x.test, {{Email, work}},, b')).toEqual(['a@x.test', '{{Email, work}}', 'b'])
  })
})
