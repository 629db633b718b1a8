import { useRef, useState } from 'react'
import { Download, Upload } from 'lucide-react'
import {
  importTranslationsCsv,
  importTranslationsXliff,
  languageName,
  translationsToCsv,
  translationsToXliff,
  type ImportReport,
  type TranslatableText,
  type TranslationsSettings,
} from '@/shared/bot/translations'
import { Button } from '@/app/ui/Button'
import { Select } from '@/app/ui/Input'
import { downloadFile } from '@/app/ui/downloadFile'
import { fileStem } from './fileStem'
import type { TranslationsEdit } from './TranslationsEditor'

type Props = { botName: string; texts: TranslatableText[]; translations: TranslationsSettings | undefined; languages: string[]; update: TranslationsEdit; disabled: boolean }

const maxImportBytes = 5 * 1024 * 1024

/**
 * Export for translators (CSV with every language, XLIFF 1.2 per language) and import back (CSV,
 * XLIFF 1.2 or 2.0): valid lines are applied, refused ones listed with their line number.
 */
export function TranslationFiles({ botName, texts, translations, languages, update, disabled }: Props) {
  const [source, ...targets] = languages
  const [xliffLanguage, setXliffLanguage] = useState<string>()
  const [report, setReport] = useState<(Omit<ImportReport, 'texts'> & { fileName: string }) | null>(null)
  const picker = useRef<HTMLInputElement>(null)
  const xliffTarget = xliffLanguage && targets.includes(xliffLanguage) ? xliffLanguage : targets[0]

  const importFile = async (file: File) => {
    if (file.size > maxImportBytes) return setReport({ fileName: file.name, applied: 0, outdated: 0, issues: [{ line: 0, message: 'The file is larger than 5 MB' }] })
    const content = await file.text()
    const isXml = /\.(xlf|xliff|xml)$/i.test(file.name) || content.trimStart().startsWith('<')
    const result = (isXml ? importTranslationsXliff : importTranslationsCsv)(content, texts, translations, targets)
    if (result.applied > 0) update((current) => ({ ...current, texts: result.texts }))
    setReport({ fileName: file.name, applied: result.applied, outdated: result.outdated, issues: result.issues })
  }

  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button size="sm" icon={<Download aria-hidden className="size-4" />} disabled={targets.length === 0} onClick={() => downloadFile(translationsToCsv(texts, translations, targets), `${fileStem(botName)}-translations.csv`, 'text/csv;charset=utf-8')}>
          Export CSV
        </Button>
        <span className="inline-flex items-center gap-1">
          <label htmlFor="xliff-language" className="sr-only">
            Language of the XLIFF file
          </label>
          <Select id="xliff-language" className="h-8" value={xliffTarget ?? ''} disabled={targets.length === 0} onChange={(event) => setXliffLanguage(event.target.value)}>
            {targets.map((language) => (
              <option key={language} value={language}>
                {languageName(language)}
              </option>
            ))}
          </Select>
          <Button
            size="sm"
            icon={<Download aria-hidden className="size-4" />}
            disabled={!xliffTarget}
            onClick={() => xliffTarget && downloadFile(translationsToXliff(texts, translations, source, xliffTarget, botName), `${fileStem(botName)}-${xliffTarget}.xlf`, 'application/xliff+xml')}
          >
            Export XLIFF
          </Button>
        </span>
        <Button size="sm" icon={<Upload aria-hidden className="size-4" />} disabled={disabled || targets.length === 0} onClick={() => picker.current?.click()}>
          Import CSV or XLIFF
        </Button>
        <input
          ref={picker}
          type="file"
          accept=".csv,.xlf,.xliff,.xml,text/csv"
          className="sr-only"
          tabIndex={-1}
          aria-label="Translations file to import"
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) void importFile(file)
          }}
        />
      </div>
      {report && (
        <div className="w-full space-y-1 rounded-lg border border-zinc-200 p-3 text-sm dark:border-zinc-800" data-testid="import-report">
          <p role="status" className="text-zinc-800 dark:text-zinc-200">
            {report.fileName}: {report.applied} translation{report.applied === 1 ? '' : 's'} imported
            {report.outdated > 0 && ` (${report.outdated} made from an older source text, flagged outdated)`}
            {report.issues.length > 0 && `, ${report.issues.length} line${report.issues.length === 1 ? '' : 's'} refused`}.
          </p>
          {report.issues.length > 0 && (
            <ul role="alert" className="list-disc space-y-0.5 pl-5 text-red-700 dark:text-red-400">
              {report.issues.map((issue, index) => (
                <li key={index}>{issue.line > 0 ? `Line ${issue.line}: ${issue.message}` : issue.message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  )
}
