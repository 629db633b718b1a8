import type { FlowDocument } from '../../document/flowDocument'

/**
 * Command: whether a variable's value is saved in results. Saved is the default
 * (`isSessionVariable` absent), so saving removes the flag instead of writing `false`.
 */
export function setVariableSaved(doc: FlowDocument, { variableId, saved }: { variableId: string; saved: boolean }): FlowDocument {
  const index = doc.variables.findIndex((variable) => variable.id === variableId)
  if (index < 0 || (doc.variables[index].isSessionVariable !== true) === saved) return doc
  const { isSessionVariable: _flag, ...rest } = doc.variables[index]
  return { ...doc, variables: doc.variables.with(index, saved ? rest : { ...rest, isSessionVariable: true }) }
}
