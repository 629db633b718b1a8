import { useMemo } from 'react'
import type { Block } from '@/shared/bot/blocks'
import type { Variable } from '@/shared/bot/variable'
import { createId } from '@/shared/ids'
import { updateBlock } from '../commands/blocks/updateBlock'
import { createVariable, variableNamed } from '../commands/variables/createVariable'
import { useEditorStoreApi } from '../store/EditorStoreContext'

/**
 * The two callbacks a settings form gets. `onChange` edits the block; changes to one block in
 * quick succession (typing) coalesce into one undo step per pause. `onCreateVariable` returns the
 * variable of that name, creating it first when the bot has none.
 */
export function useBlockEditing() {
  const store = useEditorStoreApi()
  return useMemo(
    () => ({
      onChange: (block: Block) => store.getState().commit('Edit block', (doc) => updateBlock(doc, { block }), { coalesceKey: `block:${block.id}` }),
      onCreateVariable: (name: string): Variable => {
        const existing = variableNamed(store.getState().doc, name.trim())
        if (existing) return existing
        const variableId = createId()
        store.getState().commit('Create variable', (doc) => createVariable(doc, { name, variableId }))
        return store.getState().doc.variables.find((variable) => variable.id === variableId) ?? { id: variableId, name: name.trim() }
      },
    }),
    [store],
  )
}
