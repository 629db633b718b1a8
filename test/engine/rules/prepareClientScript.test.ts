import { describe, expect, it } from 'vitest'
import { prepareClientScript } from '../../../src/server/engine/rules'

describe('prepareClientScript', () => {
  it('replaces each variable by its id and passes its guessed value once', () => {
    const variables = [
      { id: 'vname', name: 'Name', value: 'Ada' },
      { id: 'vage', name: 'Age', value: '36' },
    ]
    const script = prepareClientScript('console.log({{Name}}, {{Age}}, {{Name}})', variables)
    expect(script).toEqual({
      content: 'console.log(vname, vage, vname)',
      args: [
        { id: 'vname', value: 'Ada' },
        { id: 'vage', value: 36 },
      ],
    })
  })

  it('turns ids that are not identifiers into distinct valid identifiers', () => {
    const variables = [
      { id: 'a-b', name: 'Dash', value: 'x' },
      { id: '1abc', name: 'Digit', value: 'y' },
      { id: 'a_b', name: 'Underscore', value: 'z' },
      { id: 'class', name: 'Reserved', value: 'w' },
    ]
    const { content, args } = prepareClientScript('{{Dash}} {{Digit}} {{Underscore}} {{Reserved}}', variables)
    const ids = args.map((arg) => arg.id)
    expect(content).toBe(ids.join(' '))
    expect(new Set(ids).size).toBe(4)
    for (const id of ids) expect(id).toMatch(/^[A-Za-z_$][\w$]*$/)
    expect(ids[2]).toBe('a_b')
  })

  it('writes unknown names as null and passes unset variables as null', () => {
    const { content, args } = prepareClientScript('f({{Unknown}}, {{Unset}})', [{ id: 'vu', name: 'Unset', value: null }])
    expect(content).toBe('f(null, vu)')
    expect(args).toEqual([{ id: 'vu', value: null }])
  })
})
