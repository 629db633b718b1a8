import { lazy } from 'react'
import type { EditorStore } from '../store/editorStore'
import { createQuietMoments } from '../collab/quietMoments'

/**
 * The forms of every block type: two fifths of the editor's code, needed only once a block is
 * opened. They load apart from the canvas, so the editor draws the flow sooner.
 */
const loadBlockSettings = () => import('../blockSettings/BlockSettingsPanel')

export const LazyBlockSettingsPanel = lazy(() => loadBlockSettings().then((module) => ({ default: module.BlockSettingsPanel })))

/**
 * Fetches the forms at the first pause after the editor opens, so opening a block seldom waits for
 * them, and their evaluation does not cut into a gesture.
 */
export function preloadBlockSettings(store: EditorStore) {
  createQuietMoments(store).run(() => void loadBlockSettings())
}
