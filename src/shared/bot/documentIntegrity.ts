import type { BotDocument } from './bot'

export type DocumentIssue = { path: string; message: string }

/**
 * Rules the schemas cannot see: ids unique inside the bot and variable names unique,
 * so edges, jumps and `{{Name}}` tokens always point at one thing.
 */
export function findDocumentIssues(doc: Partial<Pick<BotDocument, 'groups' | 'edges' | 'variables' | 'events'>>): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  const seen = new Map<string, string>()
  const claim = (id: string, path: string) => {
    const first = seen.get(id)
    if (first) issues.push({ path, message: `id "${id}" is already used at ${first}` })
    else seen.set(id, path)
  }
  doc.events?.forEach((event, i) => claim(event.id, `events.${i}.id`))
  doc.groups?.forEach((group, g) => {
    claim(group.id, `groups.${g}.id`)
    group.blocks.forEach((block, b) => claim(block.id, `groups.${g}.blocks.${b}.id`))
  })
  doc.edges?.forEach((edge, i) => claim(edge.id, `edges.${i}.id`))
  const names = new Map<string, number>()
  const variableIds = new Set<string>()
  doc.variables?.forEach((variable, i) => {
    if (variableIds.has(variable.id)) issues.push({ path: `variables.${i}.id`, message: `id "${variable.id}" is used twice` })
    variableIds.add(variable.id)
    const earlier = names.get(variable.name)
    if (earlier !== undefined) {
      issues.push({ path: `variables.${i}.name`, message: `name "${variable.name}" is already used by variables.${earlier}` })
    } else names.set(variable.name, i)
  })
  return issues
}
