import { edge, group, say, variable, wire, type BotTemplate } from './flow'

/** Name, email, company size and need; big companies get a promise from the enterprise team. */
export const leadCapture: BotTemplate = {
  id: 'lead-capture',
  name: 'Lead capture',
  description: 'Collects name, email, company size and needs, and routes large companies to sales.',
  icon: '🎯',
  document: wire({
    name: 'Lead capture',
    icon: '🎯',
    variables: [variable('v-name', 'Name'), variable('v-email', 'Email'), variable('v-size', 'Company size'), variable('v-need', 'Need')],
    groups: [
      group('g-welcome', 'Welcome', [350, 0], [
        say('b-hello', "Hi there 👋 I'm here to put you in touch with our team.", 'It takes less than a minute. What is your name?'),
        { id: 'b-name', type: 'text input', options: { variableId: 'v-name', labels: { placeholder: 'Type your name…' } } },
      ]),
      group('g-email', 'Email', [700, 0], [
        say('b-ask-email', 'Nice to meet you, {{Name}}! What is your work email?'),
        { id: 'b-email', type: 'email input', options: { variableId: 'v-email', retryMessageContent: 'That does not look like an email address. Could you check it?' } },
      ]),
      group('g-size', 'Company size', [1050, 0], [
        say('b-ask-size', 'How many people work at your company?'),
        {
          id: 'b-size',
          type: 'choice input',
          options: { variableId: 'v-size' },
          items: [
            { id: 'i-solo', content: 'Just me' },
            { id: 'i-small', content: '2 to 50' },
            { id: 'i-large', content: 'More than 50' },
          ],
        },
      ]),
      group('g-need', 'Need', [1400, 0], [
        say('b-ask-need', 'What would you like to talk about?'),
        { id: 'b-need', type: 'text input', options: { variableId: 'v-need', isLong: true, labels: { placeholder: 'A few words about your project…' } } },
        {
          id: 'b-route',
          type: 'Condition',
          items: [{ id: 'c-large', content: { comparisons: [{ id: 'cmp-large', variableId: 'v-size', comparisonOperator: 'Equal to', value: 'More than 50' }] } }],
        },
      ]),
      group('g-enterprise', 'Enterprise', [1750, -150], [
        say('b-enterprise', 'Thanks {{Name}}! Our enterprise team will write to {{Email}} within one business day.'),
      ]),
      group('g-thanks', 'Thanks', [1750, 150], [say('b-thanks', 'Thanks {{Name}}! We will get back to you at {{Email}} very soon.')]),
    ],
    edges: [
      edge('e-start', { eventId: 'start' }, 'g-welcome'),
      edge('e-name', { blockId: 'b-name' }, 'g-email'),
      edge('e-email', { blockId: 'b-email' }, 'g-size'),
      edge('e-size', { blockId: 'b-size' }, 'g-need'),
      edge('e-large', { blockId: 'b-route', itemId: 'c-large' }, 'g-enterprise'),
      edge('e-other', { blockId: 'b-route' }, 'g-thanks'),
    ],
  }),
}
