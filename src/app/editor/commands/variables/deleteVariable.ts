import { isVariableIdKey, mapDeep } from '../../document/deepMap'
import type { FlowDocument } from '../../document/flowDocument'

/**
 * Command: deletes a variable and clears the options that pointed at it by id (an input then saves
 * nowhere; a condition compares nothing), rather than leave ids that name no variable.
 * `{{Name}}` tokens stay as written: they read as empty text, and the user was warned.
 */
export function deleteVariable(doc: FlowDocument, { variableId }: { variableId: string }): FlowDocument {
  if (!doc.variables.some((variable) => variable.id === variableId)) return doc
  const clear = (value: unknown, key: string) => (isVariableIdKey(key) && value === variableId ? undefined : value)
  return {
    ...doc,
    groups: mapDeep(doc.groups, clear),
    events: mapDeep(doc.events, clear),
    variables: doc.variables.filter((variable) => variable.id !== variableId),
  }
}
