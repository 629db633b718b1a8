import { describe, expect, it } from 'vitest'
import {
  blockSchema,
  bubbleBlockTypes,
  defaultRatingInputOptions,
  inputBlockTypes,
  integrationBlockTypes,
  isBubbleBlock,
  isInputBlock,
  isIntegrationBlock,
  isKnownBlock,
  isLogicBlock,
  knownBlockSchema,
  knownBlockTypes,
  logicBlockTypes,
  resolveDateInputFormat,
} from '../../src/shared/bot/blocks'

type Issue = { code: string; path: PropertyKey[]; errors?: Issue[][] }

/** Issues of every union branch, flattened with full paths, so tests can look for the one naming a field. */
const allIssues = (issues: readonly Issue[], prefix: PropertyKey[] = []): Issue[] =>
  issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path]
    return issue.errors ? issue.errors.flatMap((branch) => allIssues(branch, path)) : [{ ...issue, path }]
  })

const failurePaths = (value: unknown) => {
  const result = blockSchema.safeParse(value)
  expect(result.success).toBe(false)
  return allIssues((result.error?.issues ?? []) as Issue[]).map((issue) => issue.path.join('.'))
}

describe('known blocks', () => {
  it('accept a block with no options at all, since every option has a default', () => {
    for (const type of ['text input', 'rating input', 'Webhook', 'Redirect', 'Return'])
      expect(blockSchema.parse({ id: 'b1', type })).toStrictEqual({ id: 'b1', type })
  })

  it('keep label and outgoingEdgeId on any block', () => {
    const block = { id: 'b1', type: 'text', label: 'greeting', outgoingEdgeId: 'e1', content: { richText: [] } }
    expect(blockSchema.parse(block)).toStrictEqual(block)
  })

  it('do not write defaults into the parsed value', () => {
    expect(blockSchema.parse({ id: 'b1', type: 'rating input', options: {} })).toStrictEqual({
      id: 'b1',
      type: 'rating input',
      options: {},
    })
    expect(defaultRatingInputOptions.length).toBe(10)
  })

  it('fail with a union issue whose known branch names the invalid field', () => {
    const result = blockSchema.safeParse({ id: 'b1', type: 'rating input', options: { length: 'x' } })
    expect(result.success).toBe(false)
    const [issue] = result.error!.issues as Issue[]
    expect(issue.code).toBe('invalid_union')
    expect(issue.errors!.some((branch) => branch.some((inner) => inner.path.join('.') === 'options.length'))).toBe(true)
  })

  it('report a range violation directly at the field', () => {
    expect(failurePaths({ id: 'b1', type: 'Webhook', options: { timeout: 500 } })).toContain('options.timeout')
    expect(failurePaths({ id: 'b1', type: 'AB test', items: [], options: { aPercent: 101 } })).toContain(
      'options.aPercent',
    )
  })

  it('refuse a Set variable type outside the documented list', () => {
    expect(failurePaths({ id: 'b1', type: 'Set variable', options: { type: 'Whatever' } })).toContain('options.type')
    expect(blockSchema.safeParse({ id: 'b1', type: 'Set variable', options: { type: 'Append value(s)' } }).success).toBe(
      true,
    )
  })

  it('accept a number or a {{Variable}} string in N|V fields', () => {
    for (const min of [3, '{{Min}}'])
      expect(blockSchema.safeParse({ id: 'b1', type: 'number input', options: { min } }).success).toBe(true)
    expect(failurePaths({ id: 'b1', type: 'number input', options: { min: true } })).toContain('options.min')
  })

  it('strip keys they do not model', () => {
    const parsed = blockSchema.parse({ id: 'b1', type: 'Redirect', options: { url: 'https://x.y', stray: 1 } })
    expect(parsed).toStrictEqual({ id: 'b1', type: 'Redirect', options: { url: 'https://x.y' } })
  })

  it('require an AB test to hold exactly the A and B items', () => {
    const items = [
      { id: 'a', path: 'a' },
      { id: 'b', path: 'b' },
    ]
    expect(blockSchema.safeParse({ id: 'b1', type: 'AB test', items }).success).toBe(true)
    expect(blockSchema.safeParse({ id: 'b1', type: 'AB test', items: [items[1], items[0]] }).success).toBe(false)
    expect(blockSchema.safeParse({ id: 'b1', type: 'AB test', items: [items[0]] }).success).toBe(false)
  })

  it('accept the compatibility start block', () => {
    const start = { id: 's', type: 'start', label: 'Start', outgoingEdgeId: 'e1' }
    expect(knownBlockSchema.parse(start)).toStrictEqual(start)
  })

  it('keep every option of an OpenAI block, whatever its task', () => {
    const block = { id: 'b1', type: 'OpenAI', options: { task: 'Create image', prompt: 'a cat', size: '1024x1024' } }
    expect(blockSchema.parse(block)).toStrictEqual(block)
  })

  it('keep OpenAI messages of roles the engine ignores, but check the roles it knows', () => {
    const messages = [
      { id: 'm1', role: 'user', content: 'Hi' },
      { id: 'm2', role: 'Dialogue', dialogueVariableId: 'v1', startsBy: 'assistant' },
      { id: 'm3', role: 'Messages sequence ✨', content: { userMessagesVariableId: 'v2' } },
    ]
    const block = { id: 'b1', type: 'OpenAI', options: { messages } }
    expect(blockSchema.parse(block)).toStrictEqual(block)
    const badMessage = { id: 'm', role: 'user', content: 1 }
    expect(blockSchema.safeParse({ id: 'b1', type: 'OpenAI', options: { messages: [badMessage] } }).success).toBe(false)
  })
})

describe('unknown blocks', () => {
  it('are kept verbatim, every key preserved', () => {
    const block = {
      id: 'b1',
      type: 'Zemantic AI',
      outgoingEdgeId: 'e1',
      options: { action: 'Get data', credentialsId: 'c1', nested: { deep: [1, 2] } },
      extra: true,
    }
    expect(blockSchema.parse(block)).toStrictEqual(block)
    expect(isKnownBlock(blockSchema.parse(block))).toBe(false)
  })

  it('still need an id and a type', () => {
    expect(blockSchema.safeParse({ type: 'anthropic' }).success).toBe(false)
    expect(blockSchema.safeParse({ id: 'b1' }).success).toBe(false)
  })

  it('cannot carry a known type with a wrong shape', () => {
    expect(blockSchema.safeParse({ id: 'b1', type: 'Condition', items: 'nope' }).success).toBe(false)
  })
})

describe('block type lists and guards', () => {
  it('list every family and the start block exactly once', () => {
    expect(bubbleBlockTypes).toEqual(['text', 'image', 'video', 'audio', 'embed'])
    expect(inputBlockTypes).toContain('phone number input')
    expect(logicBlockTypes).toContain('Bot link')
    expect(integrationBlockTypes).toEqual(['Webhook', 'Zapier', 'Make.com', 'Pabbly', 'Email', 'OpenAI', 'openai', 'anthropic', 'mistral', 'groq', 'deepseek', 'perplexity', 'together-ai', 'open-router', 'qr-code',
      'dify-ai', 'chat-node', 'elevenlabs', 'cal-com', 'blink', 'Google Sheets', 'Chatwoot', 'Google Analytics', 'Pixel', 'nocodb', 'segment', 'posthog', 'gmail', 'zendesk'])
    expect(new Set(knownBlockTypes).size).toBe(knownBlockTypes.length)
    expect(knownBlockTypes).toHaveLength(
      bubbleBlockTypes.length + inputBlockTypes.length + logicBlockTypes.length + integrationBlockTypes.length + 1,
    )
  })

  it('tell the family of a parsed block', () => {
    const text = blockSchema.parse({ id: 'b1', type: 'text' })
    const choice = blockSchema.parse({ id: 'b2', type: 'choice input', items: [] })
    const jump = blockSchema.parse({ id: 'b3', type: 'Jump' })
    const email = blockSchema.parse({ id: 'b4', type: 'Email' })
    expect([isBubbleBlock(text), isInputBlock(text)]).toEqual([true, false])
    expect([isInputBlock(choice), isLogicBlock(choice)]).toEqual([true, false])
    expect([isLogicBlock(jump), isIntegrationBlock(jump)]).toEqual([true, false])
    expect(isIntegrationBlock(email)).toBe(true)
  })
})

describe('date input format', () => {
  it('defaults to a date pattern, or a date-time pattern when the time is asked', () => {
    expect(resolveDateInputFormat(undefined)).toBe('dd/MM/yyyy')
    expect(resolveDateInputFormat({ hasTime: true })).toBe('dd/MM/yyyy HH:mm')
    expect(resolveDateInputFormat({ hasTime: true, format: 'yyyy' })).toBe('yyyy')
  })
})
