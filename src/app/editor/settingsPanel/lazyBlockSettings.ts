import { lazy } from 'react'
import type { EditorStore } from '../store/editorStore'
import { createQuietMoments } from '../collab/quietMoments'

/**
 * The forms of every block type: two fifths of the editor's code, needed only once a block is
 * opened. They load apart from the canvas, so the editor draws the flow sooner.
 */
const loadBlockSettings = () => import('../blockSettings/BlockSettingsPanel')

const lazyForms = () => lazy(() => loadBlockSettings().then((module) => ({ default: module.BlockSettingsPanel })))

/** One lazy component for every panel: a new one would show its loading state again, if only for a frame. */
let forms = lazyForms()

/** The forms as a lazy component. */
export const blockSettingsPanel = () => forms

/** A lazy component keeps a failed load for good: trying again (a lost connection, a deploy) needs a new one. */
export const reloadBlockSettingsPanel = () => (forms = lazyForms())

/**
 * Fetches the forms at the first pause after the editor opens, so opening a block seldom waits for
 * them, and their evaluation does not cut into a gesture. A failure shows when a block is opened.
 */
export function preloadBlockSettings(store: EditorStore) {
  createQuietMoments(store).run(() => void loadBlockSettings().catch(() => {}))
}
