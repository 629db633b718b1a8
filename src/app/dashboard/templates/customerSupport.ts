import { edge, group, say, variable, wire, type BotTemplate } from './flow'

/** Sorts a request by kind, answers what it can, and collects an email for the rest. */
export const customerSupport: BotTemplate = {
  id: 'customer-support',
  name: 'Customer support',
  description: 'Helps with orders, technical issues and billing, and hands the rest to your team by email.',
  icon: '🎧',
  document: wire({
    name: 'Customer support',
    icon: '🎧',
    variables: [variable('v-order', 'Order number'), variable('v-issue', 'Issue'), variable('v-email', 'Email')],
    groups: [
      group('g-welcome', 'Welcome', [350, 0], [
        say('b-hello', 'Hi! 👋 How can we help you today?'),
        {
          id: 'b-topics',
          type: 'choice input',
          items: [
            { id: 'i-order', content: 'Track my order' },
            { id: 'i-tech', content: 'Technical issue' },
            { id: 'i-billing', content: 'Billing question' },
            { id: 'i-other', content: 'Something else' },
          ],
        },
      ]),
      group('g-order', 'Order', [750, -300], [
        say('b-ask-order', 'Sure! What is your order number?'),
        { id: 'b-order', type: 'text input', options: { variableId: 'v-order', labels: { placeholder: 'e.g. 10245' } } },
        say('b-order-status', 'Thanks! Order {{Order number}} is being prepared. You will get an email with the tracking link as soon as it ships.'),
      ]),
      group('g-tech', 'Technical issue', [750, -50], [
        say('b-ask-issue', 'Sorry about that. What happens, and on which device?'),
        { id: 'b-issue', type: 'text input', options: { variableId: 'v-issue', isLong: true } },
      ]),
      group('g-billing', 'Billing', [750, 200], [say('b-billing', 'Billing questions are handled by our accounts team. They will need your email.')]),
      group('g-contact', 'Contact', [1150, 0], [
        say('b-ask-email', 'Leave your email and we will get back to you within a day.'),
        { id: 'b-email', type: 'email input', options: { variableId: 'v-email' } },
        say('b-promise', 'Thanks! We will reply to {{Email}} soon.'),
      ]),
      group('g-more', 'Anything else?', [1550, -150], [
        say('b-more', 'Can I help with anything else?'),
        {
          id: 'b-more-choice',
          type: 'choice input',
          items: [
            { id: 'i-yes', content: 'Yes, something else' },
            { id: 'i-no', content: "No, that's all" },
          ],
        },
      ]),
      group('g-bye', 'Goodbye', [1950, -50], [say('b-bye', 'Have a great day! 😊')]),
    ],
    edges: [
      edge('e-start', { eventId: 'start' }, 'g-welcome'),
      edge('e-order', { blockId: 'b-topics', itemId: 'i-order' }, 'g-order'),
      edge('e-tech', { blockId: 'b-topics', itemId: 'i-tech' }, 'g-tech'),
      edge('e-billing', { blockId: 'b-topics', itemId: 'i-billing' }, 'g-billing'),
      edge('e-other', { blockId: 'b-topics', itemId: 'i-other' }, 'g-contact'),
      edge('e-order-more', { blockId: 'b-order-status' }, 'g-more'),
      edge('e-tech-contact', { blockId: 'b-issue' }, 'g-contact'),
      edge('e-billing-contact', { blockId: 'b-billing' }, 'g-contact'),
      edge('e-contact-more', { blockId: 'b-promise' }, 'g-more'),
      edge('e-yes', { blockId: 'b-more-choice', itemId: 'i-yes' }, 'g-welcome', 'b-topics'),
      edge('e-no', { blockId: 'b-more-choice', itemId: 'i-no' }, 'g-bye'),
    ],
  }),
}
