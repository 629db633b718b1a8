import { useState } from 'react'
import type { PartSaver } from '@/app/botSettings/autosave/partSaver'
import { usePartState } from '@/app/botSettings/autosave/usePartAutosave'
import type { ThemePart } from './themePart'
import type { ThemeTemplate } from './templates/themeTemplates'

/**
 * Applying a template replaces the whole theme, so the theme it replaced is kept for an Undo,
 * offered until anything else changes the theme.
 */
export function useTemplateChoice(saver: PartSaver<ThemePart>) {
  const [undo, setUndo] = useState<{ before: ThemePart; after: ThemePart; name: string } | null>(null)
  const current = usePartState(saver, (state) => state.value)
  const apply = (template: ThemeTemplate) => {
    const before = saver.store.getState().value
    const after: ThemePart = { theme: structuredClone(template.theme), selectedThemeTemplateId: template.id }
    saver.edit(() => after)
    setUndo({ before, after, name: template.name })
  }
  const canUndo = undo !== null && current === undo.after
  return {
    apply,
    applied: canUndo ? undo.name : null,
    undo: () => {
      if (canUndo) saver.edit(() => undo.before)
      setUndo(null)
    },
  }
}
