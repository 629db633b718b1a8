/** A bot of `count` text questions in one group, each answer saved to its own variable ("Answer 1"…). */
export const questionsBot = (count: number) => ({
  name: `${count} questions`,
  events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e0' }],
  groups: [
    {
      id: 'g1',
      title: 'Questions',
      graphCoordinates: { x: 0, y: 100 },
      blocks: Array.from({ length: count }, (_, i) => ({ id: `q${i}`, type: 'text input', options: { variableId: `v${i}` } })),
    },
  ],
  edges: [{ id: 'e0', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
  variables: Array.from({ length: count }, (_, i) => ({ id: `v${i}`, name: `Answer ${i + 1}` })),
})
