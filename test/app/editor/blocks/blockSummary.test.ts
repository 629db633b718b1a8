import { describe, expect, it } from 'vitest'
import { blockSummary, itemSummary, type SummaryContext } from '../../../../src/app/editor/blocks/blockSummary'
import type { Block } from '../../../../src/shared/bot/blocks'

const context: SummaryContext = {
  variableName: (id) => ({ v1: 'Name', v2: 'Age' })[id ?? ''],
  groupTitle: (id) => (id === 'g2' ? 'Checkout' : undefined),
}
const words = (parts: { text: string; tone?: string }[]) => parts.map((part) => (part.tone === 'variable' ? `[${part.text}]` : part.text)).join('')

describe('what a block says on the canvas', () => {
  it('a text bubble shows its words with variables highlighted', () => {
    const block: Block = { id: 't', type: 'text', content: { richText: [{ type: 'p', children: [{ text: 'Hi ' }, { text: '{{Name}}', bold: true }, { text: '!' }] }, { type: 'p', children: [{ text: 'Bye' }] }] } }
    expect(words(blockSummary(block, context))).toBe('Hi [Name]! Bye')
  })

  it('an input shows the variable it saves to', () => {
    expect(words(blockSummary({ id: 'q', type: 'text input', options: { variableId: 'v1' } }, context))).toBe('Saves to [Name]')
    expect(blockSummary({ id: 'q', type: 'email input' }, context)).toEqual([{ text: 'Not saved to a variable', tone: 'muted' }])
  })

  it('a model block says which model it asks, and flags credentials it does not have (an imported id from elsewhere)', () => {
    const imported: Block = { id: 'm', type: 'anthropic', options: { credentialsId: 'from-typebot', model: 'claude-haiku' } }
    expect(blockSummary(imported, { ...context, credentialsFound: true })).toEqual([{ text: 'Chat with claude-haiku' }])
    expect(blockSummary(imported, { ...context, credentialsFound: false })).toEqual([{ text: 'Needs credentials', tone: 'warning' }, { text: ' · ' }, { text: 'Chat with claude-haiku' }])
    expect(words(blockSummary({ id: 's', type: 'openai', options: { action: 'Create speech', input: 'Hello {{Name}}', credentialsId: 'c' } }, { ...context, credentialsFound: true }))).toBe('Read aloud: Hello [Name]')
    expect(words(blockSummary({ id: 'm', type: 'mistral' }, context))).toBe('Needs credentials · Chat with mistral-small-latest')
    expect(words(blockSummary({ id: 'i', type: 'openai', options: { action: 'Create image', prompt: 'A {{Name}}', credentialsId: 'c' } }, { ...context, credentialsFound: true }))).toBe('Draw: A [Name]')
    expect(blockSummary({ id: 'm', type: 'openai', options: { action: 'Create video' } }, context)).toEqual([{ text: '“Create video” does not run (kept as imported)', tone: 'muted' }])
    expect(words(blockSummary({ id: 'q', type: 'qr-code', options: { data: 'https://x.test/{{Name}}' } }, context))).toBe('QR code of https://x.test/[Name]')
  })

  it('a Google Sheets block says its action and tab, flagged without its Google account', () => {
    const block: Block = { id: 'g', type: 'Google Sheets', options: { action: 'Insert a row', sheetId: 'Leads', credentialsId: 'c' } }
    expect(words(blockSummary(block, { ...context, credentialsFound: true }))).toBe('Insert a row · Leads')
    expect(words(blockSummary(block, { ...context, credentialsFound: false }))).toBe('Needs credentials · Insert a row · Leads')
    expect(words(blockSummary({ id: 'g', type: 'Google Sheets' }, context))).toBe('Choose an action…')
  })

  it('a service block (NocoDB, Segment, PostHog, Gmail, Zendesk) says its action, flags missing credentials, and says an action kept as imported', () => {
    const found = { ...context, credentialsFound: true }
    expect(words(blockSummary({ id: 'n', type: 'nocodb', options: { action: 'Search Records', tableId: 'tbl', credentialsId: 'c' } }, found))).toBe('Search Records in tbl')
    expect(words(blockSummary({ id: 'n', type: 'nocodb', options: { action: 'Search Records', tableId: 'tbl', credentialsId: 'from-typebot' } }, { ...context, credentialsFound: false }))).toBe('Needs credentials · Search Records in tbl')
    expect(blockSummary({ id: 's', type: 'segment', options: { action: 'Track', eventName: 'Signed up' } }, context)[0]).toEqual({ text: 'Needs credentials', tone: 'warning' })
    expect(words(blockSummary({ id: 'p', type: 'posthog', options: { action: 'Capture', event: '{{Name}} done', credentialsId: 'c' } }, found))).toBe('Capture [Name] done')
    expect(words(blockSummary({ id: 'g', type: 'gmail', options: { to: '{{Name}}', credentialsId: 'c' } }, found))).toBe('Send to [Name]')
    expect(words(blockSummary({ id: 'z', type: 'zendesk', options: { webWidgetKey: 'k', credentialsId: 'c' } }, found))).toBe('Open the Zendesk widget')
    expect(blockSummary({ id: 'n', type: 'nocodb' }, context)).toEqual([{ text: 'Choose an action…', tone: 'muted' }])
    expect(words(blockSummary({ id: 'p', type: 'posthog', options: { action: 'Get Flag', flagKey: 'welcome-tour', credentialsId: 'c' } }, found))).toBe('Get Flag welcome-tour')
    expect(blockSummary({ id: 'p', type: 'posthog', options: { action: 'Get All Flags' } }, context)).toEqual([{ text: '“Get All Flags” does not run (kept as imported)', tone: 'muted' }])
  })

  it('a condition reads as words', () => {
    const block: Block = {
      id: 'c',
      type: 'Condition',
      items: [
        { id: 'i', content: { logicalOperator: 'OR', comparisons: [{ id: 'a', variableId: 'v2', comparisonOperator: 'Greater than', value: '17' }, { id: 'b', variableId: 'v1', comparisonOperator: 'Is set' }] } },
        { id: 'j', content: { comparisons: [{ id: 'c' }] } },
      ],
    }
    expect(words(itemSummary(block, 'i', context))).toBe('[Age] > 17 or [Name] is set')
    expect(words(itemSummary(block, 'j', context))).toBe('Configure…')
  })

  it('a jump names its target group, an AB test its shares, an unknown block says so', () => {
    expect(words(blockSummary({ id: 'j', type: 'Jump', options: { groupId: 'g2' } }, context))).toBe('Jump to Checkout')
    const ab: Block = { id: 'ab', type: 'AB test', items: [{ id: 'a', path: 'a' }, { id: 'b', path: 'b' }], options: { aPercent: 30 } }
    expect(words(itemSummary(ab, 'b', context))).toBe('B · 70%')
    expect(words(blockSummary({ id: 'u', type: 'Zemantic AI' } as Block, context))).toContain('Unsupported “Zemantic AI” block')
  })
})
