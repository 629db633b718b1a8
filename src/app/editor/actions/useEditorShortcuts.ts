import { useEffect } from 'react'
import { eventClipboard } from '../clipboard/fragmentClipboard'
import { editorActions, type ActionId } from './editorActions'
import { isEditableTarget, matches } from './shortcuts'
import type { ActionRunner } from './useActionRunner'

// Copy, cut and paste come through the browser's clipboard events, which carry the system
// clipboard without a permission prompt; their keys must keep their default behaviour.
const clipboardActions: Partial<Record<string, ActionId>> = { copy: 'copy', cut: 'cut', paste: 'paste' }

/** Keys and clipboard events aimed at a field, a dialog or a side panel are theirs, not the canvas's. */
const isForSomethingElse = (event: Event) =>
  isEditableTarget(event.target) || (event.target instanceof Element && !!event.target.closest('[role="dialog"], [data-editor-panel]'))

/** Every shortcut of the registry, for as long as the editor is open. */
export function useEditorShortcuts(runner: ActionRunner) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isForSomethingElse(event)) return
      const action = editorActions.find((candidate) => !clipboardActions[candidate.id] && candidate.shortcuts.some((shortcut) => matches(event, shortcut)))
      if (!action) return
      // Ctrl+A and Ctrl+D mean something else to the browser even when the editor has nothing to do.
      event.preventDefault()
      runner.run(action.id)
    }
    const onClipboard = (event: ClipboardEvent) => {
      const id = clipboardActions[event.type]
      if (!id || isForSomethingElse(event) || !window.getSelection()?.isCollapsed) return
      if (runner.run(id, { clipboard: eventClipboard(event) })) event.preventDefault()
    }
    document.addEventListener('keydown', onKeyDown)
    for (const type of ['copy', 'cut', 'paste']) document.addEventListener(type, onClipboard as EventListener)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      for (const type of ['copy', 'cut', 'paste']) document.removeEventListener(type, onClipboard as EventListener)
    }
  }, [runner])
}
