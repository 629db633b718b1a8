import { describe, expect, it } from 'vitest'
import {
  importTranslationsCsv,
  importTranslationsXliff,
  parseCsv,
  sourceHash,
  translationsToCsv,
  translationsToXliff,
  type TranslatableText,
  type TranslationsSettings,
} from '../../src/shared/bot/translations'

const text = (key: string, source: string): TranslatableText => ({ key, source, isDefault: false, kind: 'label', label: `Place of ${key}` })
const texts = [
  text('hello.content', 'Hello, "friend"\nsecond line'),
  text('ask.placeholder', 'Your answer…'),
  text('sum.content', '=1+1 is two'),
  text('pick.items.yes.content', 'Yes'),
]
const languages = ['en', 'fr', 'de']
const translations: TranslationsSettings = {
  languages: [{ code: 'fr' }, { code: 'de' }],
  texts: {
    fr: {
      'hello.content': { text: 'Bonjour, « ami »\nseconde ligne', sourceHash: sourceHash(texts[0].source) },
      'sum.content': { text: '=1+1 font deux', sourceHash: sourceHash(texts[2].source) },
      'pick.items.yes.content': { text: 'Oui', sourceHash: sourceHash('Yes') },
    },
    de: { 'ask.placeholder': { text: 'Ihre Antwort…', sourceHash: sourceHash('Your answer…') } },
  },
}

describe('translations CSV', () => {
  it('round-trips every translation, quotes, commas, line breaks and formula-looking cells included', () => {
    const csv = translationsToCsv(texts, translations, ['fr', 'de'])
    expect(csv.split('\r\n')[0]).toBe('\uFEFFkey,context,source,fr,de')
    expect(csv).toContain(",'=1+1 font deux,")
    const report = importTranslationsCsv(csv, texts, { languages: translations.languages }, languages)
    expect(report.issues).toEqual([])
    expect(report.applied).toBe(4)
    expect(report.outdated).toBe(0)
    expect(report.texts).toEqual(translations.texts)
  })

  it('reports unknown keys, unknown languages, duplicate and keyless lines with their line numbers', () => {
    const csv = ['key,source,fr,es', 'ask.placeholder,Your answer…,Votre réponse…,Su respuesta', 'nope.button,Go,Aller,', ',x,y,', 'ask.placeholder,Your answer…,Encore,'].join('\n')
    const report = importTranslationsCsv(csv, texts, translations, languages)
    expect(report.issues).toEqual([
      { line: 1, message: 'Column "es" is not a language of this bot; add it first' },
      { line: 3, message: 'Unknown key "nope.button": no such text in this bot' },
      { line: 4, message: 'No key on this line' },
      { line: 5, message: 'Key "ask.placeholder" is already on line 2' },
    ])
    expect(report.texts.fr['ask.placeholder'].text).toBe('Votre réponse…')
    // Untouched translations stay.
    expect(report.texts.fr['pick.items.yes.content'].text).toBe('Oui')
  })

  it('counts lines inside quoted fields, so issues point at the right line', () => {
    const csv = 'key,fr\n"hello.content","deux\nlignes"\nmissing.key,x\n'
    const report = importTranslationsCsv(csv, texts, undefined, languages)
    expect(report.issues).toEqual([{ line: 4, message: 'Unknown key "missing.key": no such text in this bot' }])
  })

  it('flags a translation made from another source text as outdated', () => {
    const report = importTranslationsCsv('key,source,fr\nask.placeholder,Your reply,Votre réponse\n', texts, undefined, languages)
    expect(report.outdated).toBe(1)
    expect(report.texts.fr['ask.placeholder'].sourceHash).toBe(sourceHash('Your reply'))
  })

  it('refuses malformed files with a clear message instead of guessing', () => {
    expect(parseCsv('key,fr\nask.placeholder,"never closed\n').issues).toEqual([{ line: 2, message: 'A quoted field is never closed (missing ")' }])
    expect(importTranslationsCsv('', texts, undefined, languages).issues).toEqual([{ line: 0, message: 'The file is empty' }])
    expect(importTranslationsCsv('id,fr\nx,y', texts, undefined, languages).issues[0].message).toMatch(/"key" column/)
    expect(importTranslationsCsv('key,source\nx,y', texts, undefined, languages).issues[0].message).toMatch(/No language column/)
  })
})

describe('translations XLIFF', () => {
  it('round-trips one language through XLIFF 1.2', () => {
    const xliff = translationsToXliff(texts, translations, 'en', 'fr', 'My <bot>')
    expect(xliff).toContain('<file original="My &lt;bot&gt;" source-language="en" target-language="fr" datatype="plaintext">')
    const report = importTranslationsXliff(xliff, texts, { languages: translations.languages }, languages)
    expect(report.issues).toEqual([])
    expect(report.texts).toEqual({ fr: translations.texts!.fr })
  })

  it('reads XLIFF 2.0 units and segments', () => {
    const xliff = `<?xml version="1.0"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
  <file id="f1"><unit id="pick.items.yes.content"><segment><source>Yes</source><target>Ja</target></segment></unit>
  <unit id="ask.placeholder"><segment><source>Your answer…</source><target><![CDATA[Ihre <Antwort>]]></target></segment></unit></file>
</xliff>`
    const report = importTranslationsXliff(xliff, texts, undefined, languages)
    expect(report.issues).toEqual([])
    expect(report.texts.de['pick.items.yes.content'].text).toBe('Ja')
    expect(report.texts.de['ask.placeholder'].text).toBe('Ihre <Antwort>')
  })

  it('refuses DOCTYPE and entity declarations (no entity expansion) and unknown entities', () => {
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>\n<xliff version="1.2"><file target-language="fr"><body><trans-unit id="ask.placeholder"><source>x</source><target>&lol2;</target></trans-unit></body></file></xliff>`
    expect(importTranslationsXliff(bomb, texts, undefined, languages).issues).toEqual([{ line: 2, message: 'DOCTYPE and entity declarations are not accepted' }])
    const external = '<xliff version="1.2">\n<file target-language="fr"><body><trans-unit id="ask.placeholder"><target>&xxe;</target></trans-unit></body></file></xliff>'
    expect(importTranslationsXliff(external, texts, undefined, languages).issues[0]).toMatchObject({ line: 2, message: expect.stringMatching(/Unknown entity "&xxe;"/) })
  })

  it('reports broken XML, wrong roots and unknown keys with their line', () => {
    expect(importTranslationsXliff('<xliff version="1.2">\n<file>\n</xliff>', texts, undefined, languages).issues[0]).toEqual({ line: 3, message: 'Closing tag </xliff> does not match <file>' })
    expect(importTranslationsXliff('<html></html>', texts, undefined, languages).issues[0].message).toMatch(/not an XLIFF file/)
    expect(importTranslationsXliff('<xliff version="3.0"></xliff>', texts, undefined, languages).issues[0].message).toMatch(/1.2 or 2.0/)
    const unknown = '<xliff version="1.2"><file target-language="fr"><body>\n<trans-unit id="ghost"><source>a</source><target>b</target></trans-unit>\n</body></file></xliff>'
    expect(importTranslationsXliff(unknown, texts, undefined, languages).issues).toEqual([{ line: 2, message: 'Unknown key "ghost": no such text in this bot' }])
    expect(importTranslationsXliff('<xliff version="1.2"><file><body></body></file></xliff>', texts, undefined, languages).issues[0].message).toMatch(/no target language/)
    expect(importTranslationsXliff('<xliff version="1.2" a=b></xliff>', texts, undefined, languages).issues[0].message).toMatch(/needs quotes/)
  })
})
