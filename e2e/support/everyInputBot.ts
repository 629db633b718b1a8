/** A bot asking with every input type in turn, each saved in its own variable. */
const text = (id: string, words: string) => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: words }] }] } })

const inputs = [
  { id: 'i-text', type: 'text input', options: { variableId: 'v-text' } },
  { id: 'i-number', type: 'number input', options: { variableId: 'v-number', min: 0, max: 10 } },
  { id: 'i-email', type: 'email input', options: { variableId: 'v-email' } },
  { id: 'i-url', type: 'url input', options: { variableId: 'v-url' } },
  { id: 'i-phone', type: 'phone number input', options: { variableId: 'v-phone', defaultCountryCode: 'FR' } },
  { id: 'i-date', type: 'date input', options: { variableId: 'v-date' } },
  { id: 'i-time', type: 'time input', options: { variableId: 'v-time' } },
  { id: 'i-choice', type: 'choice input', options: { variableId: 'v-choice' }, items: [{ id: 'c1', content: 'Tea' }, { id: 'c2', content: 'Coffee' }] },
  {
    id: 'i-picture',
    type: 'picture choice input',
    options: { variableId: 'v-picture' },
    items: [
      { id: 'p1', title: 'Mountains', pictureSrc: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
      { id: 'p2', title: 'Sea', pictureSrc: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
    ],
  },
  { id: 'i-rating', type: 'rating input', options: { variableId: 'v-rating', length: 5, buttonType: 'Numbers', startsAt: 1, isOneClickSubmitEnabled: true } },
  { id: 'i-file', type: 'file input', options: { variableId: 'v-file' } },
  {
    id: 'i-cards',
    type: 'cards',
    options: { variableId: 'v-card' },
    items: [{ id: 'k1', title: 'Starter plan', description: 'For one person', paths: [{ id: 'kp1', text: 'Pick Starter' }] }],
  },
]

export const everyInputBot = {
  name: 'Every input',
  events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e0' }],
  groups: [
    {
      id: 'g1',
      title: 'Questions',
      graphCoordinates: { x: 0, y: 120 },
      blocks: [text('hello', 'Hello! A few questions.'), ...inputs, text('bye', 'All done, {{Text}}!')],
    },
  ],
  edges: [{ id: 'e0', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
  variables: ['text', 'number', 'email', 'url', 'phone', 'date', 'time', 'choice', 'picture', 'rating', 'file', 'card'].map((name) => ({
    id: `v-${name}`,
    name: name[0].toUpperCase() + name.slice(1),
  })),
}

export const everyInputBlockIds = inputs.map((input) => input.id)
