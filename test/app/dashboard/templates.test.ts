import { describe, expect, it } from 'vitest'
import { botCreateSchema } from '../../../src/shared/bot/bot'
import { findDocumentIssues } from '../../../src/shared/bot/documentIntegrity'
import { botTemplates, type TemplateDocument } from '../../../src/app/dashboard/templates'

type Exit = { id: string; outgoingEdgeId?: string }
type AnyBlock = Exit & { type: string; items?: Exit[]; options?: { variableId?: string }; content?: unknown }

const blocksOf = (doc: TemplateDocument) => doc.groups.flatMap((group) => group.blocks as AnyBlock[])

/** Every place an edge can leave from, with the edge id it names. */
const exitsOf = (doc: TemplateDocument) => [
  ...doc.events.map((event) => ({ from: { eventId: event.id }, edgeId: event.outgoingEdgeId })),
  ...blocksOf(doc).flatMap((block) => [
    { from: { blockId: block.id }, edgeId: block.outgoingEdgeId },
    ...(block.items ?? []).map((item) => ({ from: { blockId: block.id, itemId: item.id }, edgeId: item.outgoingEdgeId })),
  ]),
]

/** Groups the visitor can reach from the start event. */
function reachableGroups(doc: TemplateDocument) {
  const edges = new Map(doc.edges.map((edge) => [edge.id, edge]))
  const seen = new Set<string>()
  const visit = (edgeId: string | undefined) => {
    const groupId = edgeId && edges.get(edgeId)?.to.groupId
    if (!groupId || seen.has(groupId)) return
    seen.add(groupId)
    for (const block of doc.groups.find((group) => group.id === groupId)!.blocks as AnyBlock[]) {
      visit(block.outgoingEdgeId)
      block.items?.forEach((item) => visit(item.outgoingEdgeId))
    }
  }
  visit(doc.events[0].outgoingEdgeId)
  return seen
}

describe.each(botTemplates.map((template) => [template.name, template] as const))('the %s template', (_name, { document }) => {
  it('passes the shared bot schema without losing a field', () => {
    expect(botCreateSchema.parse(document)).toStrictEqual(document)
  })

  it('has unique ids and variable names', () => {
    expect(findDocumentIssues(document)).toEqual([])
  })

  it('joins every edge to the exit that names it and to an existing group and block', () => {
    const exits = exitsOf(document)
    for (const edge of document.edges) {
      expect(exits.filter((exit) => exit.edgeId === edge.id).map((exit) => exit.from)).toEqual([edge.from])
      const target = document.groups.find((group) => group.id === edge.to.groupId)
      expect(target, `edge ${edge.id} target`).toBeDefined()
      if (edge.to.blockId) expect(target!.blocks.map((block) => block.id)).toContain(edge.to.blockId)
    }
    for (const exit of exits.filter((candidate) => candidate.edgeId)) expect(document.edges.map((edge) => edge.id)).toContain(exit.edgeId)
  })

  it('reaches every group from the start', () => {
    expect([...reachableGroups(document)].sort()).toEqual(document.groups.map((group) => group.id).sort())
  })

  it('stores answers only in declared variables, and names each variable it shows', () => {
    const declared = new Map(document.variables.map((variable) => [variable.id, variable.name]))
    for (const block of blocksOf(document)) {
      if (block.options?.variableId) expect(declared.has(block.options.variableId), `${block.id} variable`).toBe(true)
    }
    const shown = JSON.stringify(document.groups).match(/\{\{([^{}]+)\}\}/g) ?? []
    for (const token of shown) expect([...declared.values()]).toContain(token.slice(2, -2))
  })

  it('uses text bubbles, inputs that save to variables, and buttons', () => {
    const types = new Set(blocksOf(document).map((block) => block.type))
    expect(types).toContain('text')
    expect(types).toContain('choice input')
    expect(blocksOf(document).some((block) => block.type.endsWith('input') && block.options?.variableId)).toBe(true)
  })
})

describe('the templates together', () => {
  it('are the five starters, with item edges on buttons and at least one condition', () => {
    expect(botTemplates.map((template) => template.id)).toEqual(['lead-capture', 'customer-support', 'faq', 'nps-survey', 'quiz'])
    const blocks = botTemplates.flatMap((template) => blocksOf(template.document))
    expect(blocks.some((block) => block.type === 'choice input' && block.items?.some((item) => item.outgoingEdgeId))).toBe(true)
    expect(blocks.some((block) => block.type === 'Condition')).toBe(true)
  })
})
