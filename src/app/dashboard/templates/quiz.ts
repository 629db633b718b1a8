import type { Block } from '@/shared/bot/blocks'
import type { Edge } from '@/shared/bot/edge'
import type { Group } from '@/shared/bot/group'
import { edge, group, say, variable, wire, type BotTemplate } from './flow'

type Question = { key: string; text: string; answers: string[]; correct: string; explanation: string }

const questions: Question[] = [
  { key: 'q1', text: 'Which planet is the largest in our solar system?', answers: ['Mars', 'Jupiter', 'Venus'], correct: 'Jupiter', explanation: "Not quite: it's Jupiter, more than 11 times wider than Earth." },
  { key: 'q2', text: 'How long does sunlight take to reach the Earth?', answers: ['8 seconds', '8 minutes', '8 hours'], correct: '8 minutes', explanation: 'Not quite: about 8 minutes and 20 seconds.' },
  { key: 'q3', text: 'What is the closest star to the Earth?', answers: ['The Sun', 'Proxima Centauri', 'Sirius'], correct: 'The Sun', explanation: 'Not quite: the Sun is a star too, and by far the closest!' },
]

/** One question: its group, a "right" group that adds a point, a "wrong" group that explains. */
function questionFlow({ key, text, answers, correct, explanation }: Question, index: number, nextGroupId: string) {
  const x = 350 + index * 700
  const itemId = (answer: string) => `${key}-${answers.indexOf(answer)}`
  const groups: Group[] = [
    group(`g-${key}`, `Question ${index + 1}`, [x, 0], [
      say(`b-${key}`, text),
      {
        id: `b-${key}-answer`,
        type: 'choice input',
        // Each answer is kept, so the results table shows what every player chose.
        options: { variableId: `v-${key}` },
        items: answers.map((answer) => ({ id: itemId(answer), content: answer })),
      } as Block,
    ]),
    group(`g-${key}-right`, `Question ${index + 1}: right`, [x + 350, -150], [
      { id: `b-${key}-point`, type: 'Set variable', options: { variableId: 'v-score', type: 'Custom', expressionToEvaluate: '{{Score}} + 1' } },
      say(`b-${key}-right`, 'Correct! ✅'),
    ]),
    group(`g-${key}-wrong`, `Question ${index + 1}: wrong`, [x + 350, 150], [say(`b-${key}-wrong`, explanation)]),
  ]
  const edges: Edge[] = [
    ...answers.map((answer) => edge(`e-${itemId(answer)}`, { blockId: `b-${key}-answer`, itemId: itemId(answer) }, answer === correct ? `g-${key}-right` : `g-${key}-wrong`)),
    edge(`e-${key}-right-next`, { blockId: `b-${key}-right` }, nextGroupId),
    edge(`e-${key}-wrong-next`, { blockId: `b-${key}-wrong` }, nextGroupId),
  ]
  return { groups, edges }
}

const flows = questions.map((question, index) => questionFlow(question, index, questions[index + 1] ? `g-${questions[index + 1].key}` : 'g-result'))

/** Three questions with a score kept in a variable and a verdict at the end. */
export const quiz: BotTemplate = {
  id: 'quiz',
  name: 'Quiz',
  description: 'Three multiple-choice questions, a point per right answer, and the score at the end.',
  icon: '🧠',
  document: wire({
    name: 'Space quiz',
    icon: '🧠',
    variables: [variable('v-score', 'Score', '0'), ...questions.map((question, index) => variable(`v-${question.key}`, `Answer ${index + 1}`))],
    groups: [
      group('g-welcome', 'Welcome', [0, 250], [
        say('b-hello', 'Ready for a 3-question quiz about space? 🚀'),
        { id: 'b-go', type: 'choice input', items: [{ id: 'i-go', content: "Let's go!" }] },
      ]),
      ...flows.flatMap((flow) => flow.groups),
      group('g-result', 'Result', [350 + questions.length * 700, 0], [
        say('b-score', 'You scored {{Score}} out of 3.'),
        { id: 'b-perfect', type: 'Condition', items: [{ id: 'c-perfect', content: { comparisons: [{ id: 'cmp-perfect', variableId: 'v-score', comparisonOperator: 'Equal to', value: '3' }] } }] },
      ]),
      group('g-perfect', 'Perfect', [700 + questions.length * 700, -150], [say('b-perfect-text', 'A perfect score! 🏆 You know your space.')]),
      group('g-again', 'Try again', [700 + questions.length * 700, 150], [say('b-again', 'Nice try! Come back anytime to beat your score.')]),
    ],
    edges: [
      edge('e-start', { eventId: 'start' }, 'g-welcome'),
      edge('e-go', { blockId: 'b-go', itemId: 'i-go' }, `g-${questions[0].key}`),
      ...flows.flatMap((flow) => flow.edges),
      edge('e-perfect', { blockId: 'b-perfect', itemId: 'c-perfect' }, 'g-perfect'),
      edge('e-not-perfect', { blockId: 'b-perfect' }, 'g-again'),
    ],
  }),
}
