import { lazy } from 'react'
import type { EditorStore } from '../store/editorStore'
import { createQuietMoments } from '../collab/quietMoments'

/**
 * The forms of every block type: two fifths of the editor's code, needed only once a block is
 * opened. They load apart from the canvas, so the editor draws the flow sooner.
 */
const loadBlockSettings = () => import('../blockSettings/BlockSettingsPanel')

/** The forms' code could not be fetched (a lost connection, a deploy that replaced it), as opposed to a form failing to draw. */
export class BlockSettingsLoadError extends Error {
  constructor(cause: unknown) {
    super("The block settings' code could not be loaded", { cause })
  }
}

const lazyForms = () =>
  lazy(() =>
    loadBlockSettings().then(
      (module) => ({ default: module.BlockSettingsPanel }),
      (cause: unknown) => {
        throw new BlockSettingsLoadError(cause)
      },
    ),
  )

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
