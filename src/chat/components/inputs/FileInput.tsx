import { useEffect, useRef, useState, type ReactNode } from 'react'
import { uploadErrorText } from '../../runtime/uploads'
import { UploadIcon } from '../icons'
import type { InputProps } from './inputProps'

const defaultPlaceholder = '<strong>Click to upload</strong> or drop files here (10 MB max)'

/** The placeholder is stored as HTML: only bold survives, every other tag is dropped, nothing is parsed as HTML. */
function placeholderText(html: string): ReactNode[] {
  let isBold = false
  return html.split(/(<\/?(?:strong|b)>)/i).flatMap((part, index) => {
    if (/^<\/?(strong|b)>$/i.test(part)) {
      isBold = !part.startsWith('</')
      return []
    }
    const text = part.replace(/<[^>]*>/g, '')
    return text ? [isBold ? <strong key={index}>{text}</strong> : text] : []
  })
}

/** `accept` for the picker: extensions get their dot, MIME types and wildcards stay. */
const acceptOf = (types: string[]) => types.map((type) => (type.includes('/') || type.startsWith('.') ? type : `.${type}`)).join(',')

/** §5 file rule on the client: extension, MIME type or wildcard; jpg ≡ jpeg. */
export function isAllowedFile(file: { name: string; type: string }, types: string[]): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  const normalise = (value: string) => value.toLowerCase().replace(/^\./, '').replace(/^jpg$/, 'jpeg')
  return types.some((raw) => {
    const type = raw.trim().toLowerCase()
    if (type.endsWith('/*')) return file.type.toLowerCase().startsWith(type.slice(0, -1))
    if (type.includes('/')) return file.type.toLowerCase() === type
    return normalise(type) === normalise(extension)
  })
}

/**
 * File input (BLOCKS.md §2.2): pick or drop files, upload each through generate-upload-url with
 * progress, then send their URLs joined by ", ". Skip when the bot does not require a file.
 */
export function FileInput({ input, onAnswer, context }: InputProps<'file input'>) {
  const options = input.options ?? {}
  const labels = options.labels ?? {}
  const isMultiple = options.isMultipleAllowed ?? false
  const allowed = options.allowedFileTypes?.isEnabled ? (options.allowedFileTypes.types ?? []) : []
  const [files, setFiles] = useState<File[]>([])
  const [progress, setProgress] = useState<number>()
  const [problem, setProblem] = useState<string>()
  const [isOver, setIsOver] = useState(false)
  const picker = useRef<HTMLInputElement>(null)
  const zone = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (context.autoFocus) zone.current?.focus({ preventScroll: true })
  }, [context.autoFocus])

  const send = async (chosen: File[]) => {
    setProblem(undefined)
    setProgress(0)
    try {
      const uploaded = await context.upload(input.id, chosen, setProgress)
      const total = uploaded.length
      const text = total === 1 ? (labels.success?.single ?? 'Upload complete') : (labels.success?.multiple ?? '{total} files received').replace('{total}', String(total))
      onAnswer({ type: 'text', text: uploaded.map((file) => file.url).join(', ') }, { text, files: uploaded })
    } catch (error) {
      setProblem(uploadErrorText(error, context.systemMessages))
      setProgress(undefined)
    }
  }

  const choose = (chosen: File[]) => {
    if (chosen.length === 0) return
    const refused = allowed.length > 0 ? chosen.find((file) => !isAllowedFile(file, allowed)) : undefined
    if (refused) {
      setProblem(`${refused.name}: ${context.systemMessages.fileUploadError}`)
      return
    }
    setProblem(undefined)
    if (!isMultiple) void send(chosen.slice(0, 1))
    else setFiles((current) => [...current, ...chosen])
  }

  const isBusy = progress !== undefined
  return (
    <div className="bbc-input">
      <input
        ref={picker}
        type="file"
        hidden
        multiple={isMultiple}
        accept={allowed.length > 0 ? acceptOf(allowed) : undefined}
        capture={options.capture}
        data-testid="file-picker"
        onChange={(event) => {
          choose([...(event.target.files ?? [])])
          event.target.value = ''
        }}
      />
      <button
        ref={zone}
        type="button"
        className="bbc-drop"
        data-over={isOver}
        disabled={isBusy}
        onClick={() => picker.current?.click()}
        onDragOver={(event) => {
          event.preventDefault()
          setIsOver(true)
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={(event) => {
          event.preventDefault()
          setIsOver(false)
          choose([...event.dataTransfer.files])
        }}
      >
        <UploadIcon />
        <span>{placeholderText(labels.placeholder ?? defaultPlaceholder)}</span>
      </button>
      {files.length > 0 && (
        <ul className="bbc-files" aria-label="Chosen files">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>{file.name}</li>
          ))}
        </ul>
      )}
      {isBusy && (
        <div className="bbc-meter" role="progressbar" aria-label="Uploading" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)}>
          <span style={{ width: `${progress * 100}%` }} />
        </div>
      )}
      {problem && (
        <span className="bbc-error" role="alert">
          {problem}
        </span>
      )}
      <div className="bbc-actions">
        {options.isRequired === false && (
          <button type="button" className="bbc-button bbc-button-outline" disabled={isBusy} onClick={() => onAnswer(null, { text: labels.skip || 'Skip' })}>
            {labels.skip || 'Skip'}
          </button>
        )}
        {isMultiple && files.length > 0 && (
          <>
            <button type="button" className="bbc-button bbc-button-outline" disabled={isBusy} onClick={() => setFiles([])}>
              {labels.clear || 'Clear'}
            </button>
            <button type="button" className="bbc-button" disabled={isBusy} onClick={() => void send(files)}>
              {labels.button || 'Upload'}
            </button>
          </>
        )}
      </div>
    </div>
  )
}
