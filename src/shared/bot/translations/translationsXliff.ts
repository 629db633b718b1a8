import type { TranslatableText } from './translatableTexts'
import { mergeImported, storedText, type ImportedEntry, type ImportReport } from './translationFile'
import type { TranslationsSettings } from './translationsSettings'
import { childElements, escapeXml, localName, readXml, textContent, XmlError, type XmlElement } from './xmlReader'

/**
 * XLIFF 1.2 for one target language (XLIFF is bilingual): one `trans-unit` per text, its key as id,
 * the place in the flow as a note; untranslated units carry no target.
 */
export function translationsToXliff(
  texts: TranslatableText[],
  translations: TranslationsSettings | undefined,
  sourceLanguage: string,
  language: string,
  original: string,
): string {
  const units = texts.map((text) => {
    const target = storedText(translations, language, text.key)
    return [
      `      <trans-unit id="${escapeXml(text.key)}" xml:space="preserve">`,
      `        <source>${escapeXml(text.source)}</source>`,
      target ? `        <target state="translated">${escapeXml(target)}</target>` : '',
      `        <note>${escapeXml(text.label)}</note>`,
      '      </trans-unit>',
    ]
      .filter(Boolean)
      .join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">',
    `  <file original="${escapeXml(original)}" source-language="${escapeXml(sourceLanguage)}" target-language="${escapeXml(language)}" datatype="plaintext">`,
    '    <body>',
    ...units,
    '    </body>',
    '  </file>',
    '</xliff>',
    '',
  ].join('\n')
}

/** Every element named `name` under `element`, in document order. */
const descendants = (element: XmlElement, name: string): XmlElement[] =>
  childElements(element).flatMap((child) => (localName(child) === name ? [child] : descendants(child, name)))

/** Units of an XLIFF 1.2 (`file/body/trans-unit`) or 2.0 (`file/unit/segment`) document. */
function readUnits(root: XmlElement): { entries: ImportedEntry[]; issues: { line: number; message: string }[] } {
  const version = root.attributes.version
  const entries: ImportedEntry[] = []
  const issues: { line: number; message: string }[] = []
  for (const file of childElements(root, 'file')) {
    const language = version === '2.0' ? root.attributes.trgLang : file.attributes['target-language']
    if (!language) {
      issues.push({ line: file.line, message: `The <file> has no target language (${version === '2.0' ? 'trgLang on <xliff>' : 'target-language'})` })
      continue
    }
    const units = version === '2.0' ? descendants(file, 'unit') : descendants(file, 'trans-unit')
    for (const unit of units) {
      const key = unit.attributes.id
      if (!key) {
        issues.push({ line: unit.line, message: 'A unit has no id' })
        continue
      }
      const parts = version === '2.0' ? childElements(unit, 'segment') : [unit]
      const source = parts.map((part) => childElements(part, 'source').map(textContent).join('')).join('')
      const target = parts.map((part) => childElements(part, 'target').map(textContent).join('')).join('')
      entries.push({ line: unit.line, language, key, text: target, fileSource: source || undefined })
    }
  }
  return { entries, issues }
}

/** Reads an XLIFF 1.2 or 2.0 file back into the bot's translations, with line-numbered issues. */
export function importTranslationsXliff(
  input: string,
  texts: TranslatableText[],
  translations: TranslationsSettings | undefined,
  languages: string[],
): ImportReport {
  const empty = { texts: translations?.texts ?? {}, applied: 0, outdated: 0 }
  let root: XmlElement
  try {
    root = readXml(input)
  } catch (error) {
    if (error instanceof XmlError) return { ...empty, issues: [{ line: error.line, message: error.message }] }
    throw error
  }
  if (localName(root) !== 'xliff') return { ...empty, issues: [{ line: root.line, message: 'This is not an XLIFF file (no <xliff> root)' }] }
  if (root.attributes.version !== '1.2' && root.attributes.version !== '2.0')
    return { ...empty, issues: [{ line: root.line, message: `XLIFF version "${root.attributes.version ?? ''}" is not read (1.2 or 2.0)` }] }
  const { entries, issues } = readUnits(root)
  return mergeImported(translations, texts, languages, entries, issues)
}
