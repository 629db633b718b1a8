import { useMemo } from 'react'
import { useReactFlow } from '@xyflow/react'
import { canvasPointer, canvasSelector } from '../canvas/canvasPointer'
import { systemClipboard, type FragmentClipboard } from '../clipboard/fragmentClipboard'
import { useFitFlow } from '../canvas/viewport/useFitFlow'
import { useEditorStoreApi } from '../store/EditorStoreContext'
import { actionById, type ActionContext, type ActionId, type ActionTarget } from './editorActions'

export type ActionRunner = {
  /** The context an action would get now (the selection unless a target is given). */
  contextFor: (options?: { target?: ActionTarget; clipboard?: FragmentClipboard }) => ActionContext
  /** Runs an action if it is available (and allowed to a reader); returns whether it ran. */
  run: (id: ActionId, options?: { target?: ActionTarget; clipboard?: FragmentClipboard }) => boolean
}

/** Runs the commands of the registry against the open bot; needs the canvas's ReactFlowProvider. */
export function useActionRunner(): ActionRunner {
  const store = useEditorStoreApi()
  const { screenToFlowPosition } = useReactFlow()
  const fitView = useFitFlow()
  return useMemo(() => {
    const viewCenter = () => {
      const box = document.querySelector(canvasSelector)?.getBoundingClientRect()
      return box ? screenToFlowPosition({ x: box.left + box.width / 2, y: box.top + box.height / 3 }) : { x: 0, y: 0 }
    }
    const contextFor: ActionRunner['contextFor'] = ({ target, clipboard = systemClipboard } = {}) => {
      const { selectedNodeIds, selectedEdgeIds } = store.getState()
      return {
        store,
        target: target ?? { nodeIds: [...selectedNodeIds], edgeIds: [...selectedEdgeIds] },
        clipboard,
        pasteAt: () => canvasPointer.current ?? viewCenter(),
        fitView,
      }
    }
    return {
      contextFor,
      run: (id, options) => {
        const action = actionById(id)
        const context = contextFor(options)
        if ((action.edits && store.getState().env.readOnly) || !action.isAvailable(context)) return false
        void action.perform(context)
        return true
      },
    }
  }, [store, screenToFlowPosition, fitView])
}
