import type { SandboxResult } from '../../ports'
import { writeVariableByName } from '../../session/variables'
import { currentBot, type Turn } from '../../walk/turnContext'

/** Applies the `setVariable(name, value)` calls of sandboxed code; unknown names are ignored (§2.3 Code). */
export function applySandboxWrites(turn: Turn, result: SandboxResult): void {
  const { variables } = currentBot(turn)
  for (const write of result.variableWrites) writeVariableByName(variables, write.name, write.value)
}
