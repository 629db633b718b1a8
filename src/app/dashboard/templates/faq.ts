import { edge, group, say, variable, wire, type BotTemplate } from './flow'

/** Topics as buttons, an answer per topic, and a way to reach a person. */
export const faq: BotTemplate = {
  id: 'faq',
  name: 'FAQ',
  description: 'Answers common questions by topic and hands over to a person when needed.',
  icon: '💬',
  document: wire({
    name: 'FAQ',
    icon: '💬',
    variables: [variable('v-topic', 'Topic'), variable('v-email', 'Email')],
    groups: [
      group('g-topics', 'Topics', [350, 0], [
        say('b-hello', 'Hi! I can answer the most common questions. What is yours about?'),
        {
          id: 'b-topics',
          type: 'choice input',
          options: { variableId: 'v-topic' },
          items: [
            { id: 'i-pricing', content: 'Pricing' },
            { id: 'i-shipping', content: 'Shipping' },
            { id: 'i-returns', content: 'Returns' },
            { id: 'i-human', content: 'Talk to a person' },
          ],
        },
      ]),
      group('g-pricing', 'Pricing', [750, -300], [say('b-pricing', 'Our plans start at $9 a month, billed monthly or yearly. You can cancel at any time.')]),
      group('g-shipping', 'Shipping', [750, -100], [say('b-shipping', 'Orders ship within 2 business days. Delivery takes 3 to 5 days in most countries.')]),
      group('g-returns', 'Returns', [750, 100], [say('b-returns', 'You can return any item within 30 days for a full refund. Keep the original packaging.')]),
      group('g-human', 'Talk to a person', [750, 300], [
        say('b-ask-email', 'Sure! Leave your email and someone from our team will write to you.'),
        { id: 'b-email', type: 'email input', options: { variableId: 'v-email' } },
        say('b-promise', 'Thanks! We will reply to {{Email}} within a day.'),
      ]),
      group('g-more', 'Anything else?', [1150, 0], [
        say('b-more', 'Can I help with anything else?'),
        {
          id: 'b-more-choice',
          type: 'choice input',
          items: [
            { id: 'i-again', content: 'Another question' },
            { id: 'i-done', content: "No, that's all" },
          ],
        },
      ]),
      group('g-bye', 'Goodbye', [1550, 100], [say('b-bye', 'Glad I could help. Have a great day! 😊')]),
    ],
    edges: [
      edge('e-start', { eventId: 'start' }, 'g-topics'),
      edge('e-pricing', { blockId: 'b-topics', itemId: 'i-pricing' }, 'g-pricing'),
      edge('e-shipping', { blockId: 'b-topics', itemId: 'i-shipping' }, 'g-shipping'),
      edge('e-returns', { blockId: 'b-topics', itemId: 'i-returns' }, 'g-returns'),
      edge('e-human', { blockId: 'b-topics', itemId: 'i-human' }, 'g-human'),
      edge('e-pricing-more', { blockId: 'b-pricing' }, 'g-more'),
      edge('e-shipping-more', { blockId: 'b-shipping' }, 'g-more'),
      edge('e-returns-more', { blockId: 'b-returns' }, 'g-more'),
      edge('e-human-more', { blockId: 'b-promise' }, 'g-more'),
      edge('e-again', { blockId: 'b-more-choice', itemId: 'i-again' }, 'g-topics', 'b-topics'),
      edge('e-done', { blockId: 'b-more-choice', itemId: 'i-done' }, 'g-bye'),
    ],
  }),
}
