import { edge, group, say, variable, wire, type BotTemplate } from './flow'

const atLeast = (id: string, value: string) => ({
  comparisons: [{ id, variableId: 'v-score', comparisonOperator: 'Greater or equal to' as const, value }],
})

/** The 0 to 10 question, then a follow-up that depends on the score. */
export const npsSurvey: BotTemplate = {
  id: 'nps-survey',
  name: 'NPS survey',
  description: 'Asks how likely people are to recommend you, then why, with a follow-up per score range.',
  icon: '📊',
  document: wire({
    name: 'NPS survey',
    icon: '📊',
    variables: [variable('v-score', 'Score'), variable('v-feedback', 'Feedback')],
    groups: [
      group('g-intro', 'Intro', [350, 0], [
        say('b-hello', 'Hey! 👋 Can I ask you two quick questions about your experience?'),
        {
          id: 'b-consent',
          type: 'choice input',
          items: [
            { id: 'i-sure', content: 'Sure!' },
            { id: 'i-later', content: 'Not now' },
          ],
        },
      ]),
      group('g-score', 'Score', [750, -100], [
        say('b-ask-score', 'How likely are you to recommend us to a friend or colleague?'),
        {
          id: 'b-score',
          type: 'rating input',
          options: {
            variableId: 'v-score',
            buttonType: 'Numbers',
            startsAt: 0,
            length: 10,
            labels: { left: 'Not likely', right: 'Very likely' },
            isOneClickSubmitEnabled: true,
          },
        },
        { id: 'b-route', type: 'Condition', items: [{ id: 'c-promoter', content: atLeast('cmp-9', '9') }, { id: 'c-passive', content: atLeast('cmp-7', '7') }] },
      ]),
      group('g-promoter', 'Promoter', [1150, -300], [say('b-promoter', 'Wonderful! 😍 What do you love most about us?')]),
      group('g-passive', 'Passive', [1150, -100], [say('b-passive', 'Thanks! What would make it a 10 for you?')]),
      group('g-detractor', 'Detractor', [1150, 100], [say('b-detractor', 'Sorry to hear that. What went wrong?')]),
      group('g-why', 'Why', [1550, -100], [
        { id: 'b-feedback', type: 'text input', options: { variableId: 'v-feedback', isLong: true, labels: { placeholder: 'Tell us in a few words…' } } },
        say('b-thanks', 'Thank you for your feedback! 🙏 It helps us get better.'),
      ]),
      group('g-later', 'Later', [750, 250], [say('b-later', 'No problem. Have a nice day!')]),
    ],
    edges: [
      edge('e-start', { eventId: 'start' }, 'g-intro'),
      edge('e-sure', { blockId: 'b-consent', itemId: 'i-sure' }, 'g-score'),
      edge('e-later', { blockId: 'b-consent', itemId: 'i-later' }, 'g-later'),
      edge('e-promoter', { blockId: 'b-route', itemId: 'c-promoter' }, 'g-promoter'),
      edge('e-passive', { blockId: 'b-route', itemId: 'c-passive' }, 'g-passive'),
      edge('e-detractor', { blockId: 'b-route' }, 'g-detractor'),
      edge('e-promoter-why', { blockId: 'b-promoter' }, 'g-why'),
      edge('e-passive-why', { blockId: 'b-passive' }, 'g-why'),
      edge('e-detractor-why', { blockId: 'b-detractor' }, 'g-why'),
    ],
  }),
}
