import { retryableLazy } from '@/app/ui/retryableLazy'
import type { EditorStore } from '../store/editorStore'
import { createQuietMoments } from '../collab/quietMoments'

/**
 * The forms of every block type: two fifths of the editor's code, needed only once a block is
 * opened. They load apart from the canvas, so the editor draws the flow sooner.
 */
const loadBlockSettings = () => import('../blockSettings/BlockSettingsPanel')

/** The forms as one lazy component for every panel, made anew only to try a failed load again. */
export const blockSettingsForms = retryableLazy(() => loadBlockSettings().then((module) => module.BlockSettingsPanel))

/**
 * Fetches the forms at the first pause after the editor opens, so opening a block seldom waits for
 * them, and their evaluation does not cut into a gesture. A failure shows when a block is opened.
 */
export function preloadBlockSettings(store: EditorStore) {
  createQuietMoments(store).run(() => void loadBlockSettings().catch(() => {}))
}
