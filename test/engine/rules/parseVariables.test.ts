import { describe, expect, it } from 'vitest'
import { parseVariables } from '../../../src/server/engine/rules'
import { ruleContext } from './support/fakeSandbox'

describe('parseVariables', () => {
  it('inserts a string value as is', async () => {
    const ctx = ruleContext({ Name: 'Ada <3' })
    expect(await parseVariables('Hello {{Name}}!', ctx)).toBe('Hello Ada <3!')
  })

  it('matches names exactly, with spaces and case, and every character but braces', async () => {
    const ctx = ruleContext({ 'First name': 'Ada', name: 'lower', 'a.b-c?': 'odd' })
    expect(await parseVariables('{{First name}} {{name}} {{a.b-c?}} {{Name}}', ctx)).toBe('Ada lower odd ')
  })

  it('inserts a list as JSON array text', async () => {
    const ctx = ruleContext({ Fruits: ['apple', 'pear', null] })
    expect(await parseVariables('I like {{Fruits}}', ctx)).toBe('I like ["apple","pear",null]')
  })

  it('inserts an empty string for unset and unknown variables', async () => {
    const ctx = ruleContext({ Unset: null })
    expect(await parseVariables('[{{Unset}}][{{Unknown}}]', ctx)).toBe('[][]')
  })

  it('returns an empty string for an absent or empty text', async () => {
    expect(await parseVariables(undefined, ruleContext())).toBe('')
    expect(await parseVariables('', ruleContext())).toBe('')
  })

  it('writes ${{{Name}}} as a dollar followed by the value', async () => {
    const ctx = ruleContext({ Price: '12' })
    expect(await parseVariables('Total: ${{{Price}}}', ctx)).toBe('Total: $12')
  })

  it('never templates a value a second time', async () => {
    const ctx = ruleContext({ A: '{{B}}', B: 'secret' })
    expect(await parseVariables('{{A}}', ctx)).toBe('{{B}}')
  })

  it('leaves lone braces and unclosed tokens as written', async () => {
    const ctx = ruleContext({ Name: 'Ada' })
    expect(await parseVariables('{ {{Name} {{}} }}', ctx)).toBe('{ {{Name} {{}} }}')
  })

  it('evaluates an expression in the sandbox with variables bound as in code', async () => {
    const ctx = ruleContext({ A: '2' }, { 'return ( __v0 + 1 )': (args) => (args.__v0 as number) + 1 })
    expect(await parseVariables('Result: {{= {{A}} + 1 =}}', ctx)).toBe('Result: 3')
    expect(ctx.calls).toEqual([{ code: 'return ( __v0 + 1 )', args: { __v0: 2 } }])
  })

  it('inserts a non-string expression result as JSON and nothing for undefined or null', async () => {
    const ctx = ruleContext(
      {},
      { 'return (list)': () => [1, 'a'], 'return (obj)': () => ({ a: true }), 'return (none)': () => undefined, 'return (nil)': () => null },
    )
    expect(await parseVariables('{{=list=}} {{=obj=}} [{{=none=}}] [{{=nil=}}]', ctx)).toBe('[1,"a"] {"a":true} [] []')
  })

  it('inserts the templated expression text when the expression fails', async () => {
    const ctx = ruleContext({ Name: 'Ada' }, { 'return ( broken( __v0 ) )': new Error('ReferenceError') })
    expect(await parseVariables('Hi {{= broken( {{Name}} ) =}}!', ctx)).toBe('Hi broken( Ada )!')
  })

  it('treats a sandbox that throws like a failed expression', async () => {
    const ctx = ruleContext()
    ctx.sandbox = { run: () => Promise.reject(new Error('worker killed')) }
    expect(await parseVariables('{{= 1 + 1 =}}', ctx)).toBe('1 + 1')
  })

  describe('in JSON mode', () => {
    it('escapes string values without adding quotes', async () => {
      const ctx = ruleContext({ Message: 'He said "hi"\nthen \\ left' })
      expect(await parseVariables('{"text": "{{Message}}"}', ctx, { mode: 'json' })).toBe(
        '{"text": "He said \\"hi\\"\\nthen \\\\ left"}',
      )
      expect(JSON.parse(await parseVariables('{"text": "{{Message}}"}', ctx, { mode: 'json' }))).toEqual({
        text: 'He said "hi"\nthen \\ left',
      })
    })

    it('inserts lists as JSON', async () => {
      const ctx = ruleContext({ Tags: ['a', 'b"c'] })
      const body = await parseVariables('{"tags": {{Tags}}}', ctx, { mode: 'json' })
      expect(JSON.parse(body)).toEqual({ tags: ['a', 'b"c'] })
    })

    it('inserts other expression results as JSON', async () => {
      const ctx = ruleContext({}, { 'return (n)': () => 42, 'return (s)': () => 'say "x"' })
      expect(await parseVariables('{"n": {{=n=}}, "s": "{{=s=}}"}', ctx, { mode: 'json' })).toBe(
        '{"n": 42, "s": "say \\"x\\""}',
      )
    })

    it('inserts nothing for an unset variable', async () => {
      const ctx = ruleContext({ Unset: null })
      expect(await parseVariables('{"a": "{{Unset}}"}', ctx, { mode: 'json' })).toBe('{"a": ""}')
    })
  })

  describe('in HTML mode', () => {
    it('escapes < and > in values but not in the template', async () => {
      const ctx = ruleContext({ Comment: '<script>alert(1)</script> & more', Items: ['<b>'] })
      expect(await parseVariables('<p>{{Comment}}</p><p>{{Items}}</p>', ctx, { mode: 'html' })).toBe(
        '<p>&lt;script&gt;alert(1)&lt;/script&gt; & more</p><p>["&lt;b&gt;"]</p>',
      )
    })
  })
})
