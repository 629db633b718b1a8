import { mapDeep } from '../../document/deepMap'
import type { FlowDocument } from '../../document/flowDocument'
import { variableNamed } from './createVariable'

/**
 * Command: renames a variable and the `{{Old name}}` tokens that name it in the blocks' texts, so
 * templates keep working (references by id need nothing). A blank or taken name changes nothing.
 */
export function renameVariable(doc: FlowDocument, { variableId, name }: { variableId: string; name: string }): FlowDocument {
  const trimmed = name.trim()
  const variable = doc.variables.find((candidate) => candidate.id === variableId)
  if (!variable || !trimmed || variable.name === trimmed || variableNamed(doc, trimmed) || /[{}]/.test(trimmed)) return doc
  const [from, to] = [`{{${variable.name}}}`, `{{${trimmed}}}`]
  const groups = mapDeep(doc.groups, (value) => (typeof value === 'string' && value.includes(from) ? value.split(from).join(to) : value))
  const variables = doc.variables.map((candidate) => (candidate.id === variableId ? { ...candidate, name: trimmed } : candidate))
  return { ...doc, groups, variables }
}
