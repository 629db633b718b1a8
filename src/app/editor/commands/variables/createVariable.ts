import type { Variable } from '@/shared/bot/variable'
import { createId } from '@/shared/ids'
import type { FlowDocument } from '../../document/flowDocument'

/** The variable named exactly `name`, if the bot has one (names are unique and case-sensitive). */
export const variableNamed = (doc: FlowDocument, name: string): Variable | undefined => doc.variables.find((variable) => variable.name === name)

/** Command: adds a variable; a blank name or one already taken changes nothing. */
export function createVariable(doc: FlowDocument, { name, variableId = createId() }: { name: string; variableId?: string }): FlowDocument {
  const trimmed = name.trim()
  if (!trimmed || variableNamed(doc, trimmed) || doc.variables.some((variable) => variable.id === variableId)) return doc
  return { ...doc, variables: [...doc.variables, { id: variableId, name: trimmed }] }
}
