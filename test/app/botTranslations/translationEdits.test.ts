import { describe, expect, it } from 'vitest'
import { addLanguage, confirmTranslation, removeLanguage, setTranslation } from '../../../src/app/botTranslations/translationEdits'
import { sourceHash, translationState, type TranslatableText } from '../../../src/shared/bot/translations'

const text: TranslatableText = { key: 'ask.button', source: 'Go', isDefault: false, kind: 'label', label: 'Ask #1 · Button label' }

describe('translation edits', () => {
  it('adds a language once, never the source again, and removes it with its texts', () => {
    const withFrench = addLanguage(undefined, 'fr')
    expect(withFrench.languages).toEqual([{ code: 'fr' }])
    expect(addLanguage(withFrench, 'FR')).toBe(withFrench)
    expect(addLanguage(withFrench, 'en')).toBe(withFrench)
    const translated = setTranslation({ ...withFrench, defaultLanguage: 'fr' }, 'fr', text, 'Aller')
    expect(removeLanguage(translated, 'fr')).toEqual({ languages: [], texts: {}, defaultLanguage: undefined })
  })

  it('stores a translation with the hash of its source, and forgets it when emptied', () => {
    const translated = setTranslation(undefined, 'fr', text, 'Aller')
    expect(translated.texts?.fr['ask.button']).toEqual({ text: 'Aller', sourceHash: sourceHash('Go') })
    expect(setTranslation(translated, 'fr', text, '').texts?.fr).toEqual({})
  })

  it('confirms an outdated translation for the current source', () => {
    const old = setTranslation(undefined, 'fr', { ...text, source: 'Run' }, 'Aller')
    expect(translationState(old, 'fr', text)).toBe('outdated')
    expect(translationState(confirmTranslation(old, 'fr', text), 'fr', text)).toBe('translated')
  })
})
