import { describe, expect, it } from 'vitest'
import { blockSummary, type SummaryContext } from '../../../../src/app/editor/blocks/blockSummary'
import type { Block } from '../../../../src/shared/bot/blocks'

const context: SummaryContext = { variableName: (id) => (id === 'v1' ? 'Price' : undefined), groupTitle: () => undefined }
const words = (parts: { text: string; tone?: string }[]) => parts.map((part) => (part.tone === 'variable' ? `[${part.text}]` : part.text)).join('')

describe('what a Payment block says on the canvas', () => {
  it('says what it collects, in the default currency when none is set', () => {
    const block: Block = { id: 'p', type: 'payment input', options: { credentialsId: 'c1', amount: '{{Price}}', currency: 'EUR' } }
    expect(words(blockSummary(block, { ...context, credentialsFound: true }))).toBe('Collect [Price] EUR')
    expect(words(blockSummary({ id: 'p', type: 'payment input', options: { credentialsId: 'c1', amount: '5' } }, context))).toBe('Collect 5 USD')
  })

  it('flags a missing Stripe account, or one imported from elsewhere, first', () => {
    expect(blockSummary({ id: 'p', type: 'payment input' }, context)).toEqual([
      { text: 'Needs credentials', tone: 'warning' },
      { text: ' · ' },
      { text: 'Set an amount…', tone: 'muted' },
    ])
    const imported: Block = { id: 'p', type: 'payment input', options: { credentialsId: 'from-typebot', amount: '10' } }
    expect(words(blockSummary(imported, { ...context, credentialsFound: false }))).toBe('Needs credentials · Collect 10 USD')
  })
})
