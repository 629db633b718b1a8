import { useRef, useState } from 'react'
import { uploadErrorText, type UploadedFile } from '../../runtime/uploads'
import { CloseIcon, MicIcon, PaperclipIcon, StopIcon } from '../icons'
import { FieldForm } from './FieldForm'
import type { InputProps } from './inputProps'

const canRecord = () => typeof MediaRecorder !== 'undefined' && !!navigator.mediaDevices?.getUserMedia

/**
 * Text input (BLOCKS.md §2.2): one line or long, the keyboard hint of `inputMode`, and when enabled
 * attachments (uploaded at once, sent as `attachedFileUrls`) and a recorded audio clip (sent as audio).
 */
export function TextInput({ input, onAnswer, context }: InputProps<'text input'>) {
  const options = input.options ?? {}
  const placeholder = options.labels?.placeholder ?? 'Your answer…'
  const [files, setFiles] = useState<UploadedFile[]>([])
  const [progress, setProgress] = useState<number>()
  const [problem, setProblem] = useState<string>()
  const [recorder, setRecorder] = useState<MediaRecorder>()
  const picker = useRef<HTMLInputElement>(null)
  const isBusy = progress !== undefined

  const upload = async (chosen: File[]) => {
    if (chosen.length === 0) return
    setProblem(undefined)
    setProgress(0)
    try {
      return await context.upload(input.id, chosen, setProgress)
    } catch (error) {
      setProblem(uploadErrorText(error, context.systemMessages))
    } finally {
      setProgress(undefined)
    }
  }

  const record = async () => {
    if (recorder) return recorder.stop()
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true })
      const next = new MediaRecorder(stream)
      const chunks: Blob[] = []
      next.ondataavailable = (event) => chunks.push(event.data)
      next.onstop = async () => {
        stream.getTracks().forEach((track) => track.stop())
        setRecorder(undefined)
        const type = next.mimeType.split(';')[0] || 'audio/webm'
        const clip = new File(chunks, `recording.${type.split('/')[1] ?? 'webm'}`, { type })
        const [uploaded] = (await upload([clip])) ?? []
        if (uploaded) onAnswer({ type: 'audio', url: uploaded.url }, { text: '', files: [{ name: 'Audio message', url: uploaded.url }] })
      }
      next.start()
      setRecorder(next)
    } catch {
      setProblem('The microphone is not available.')
    }
  }

  const extra = (
    <>
      {options.attachments?.isEnabled && (
        <>
          <input
            ref={picker}
            type="file"
            multiple
            hidden
            data-testid="attachment-picker"
            onChange={async (event) => {
              const chosen = [...(event.target.files ?? [])]
              event.target.value = ''
              const uploaded = await upload(chosen)
              if (uploaded) setFiles((current) => [...current, ...uploaded])
            }}
          />
          <button type="button" className="bbc-button bbc-button-outline bbc-icon-button" aria-label="Attach files" disabled={isBusy} onClick={() => picker.current?.click()}>
            <PaperclipIcon />
          </button>
        </>
      )}
      {options.audioClip?.isEnabled && canRecord() && (
        <button
          type="button"
          className="bbc-button bbc-button-outline bbc-icon-button"
          aria-label={recorder ? 'Stop recording and send' : 'Record an audio message'}
          aria-pressed={recorder ? true : undefined}
          disabled={isBusy}
          onClick={record}
        >
          {recorder ? <StopIcon /> : <MicIcon />}
        </button>
      )}
    </>
  )

  return (
    <>
      {files.length > 0 && (
        <ul className="bbc-files" aria-label="Attached files">
          {files.map((file) => (
            <li key={file.url}>
              <span>{file.name}</span>
              <button
                type="button"
                className="bbc-button bbc-button-quiet bbc-icon-button"
                aria-label={`Remove ${file.name}`}
                onClick={() => setFiles((current) => current.filter((other) => other !== file))}
              >
                <CloseIcon />
              </button>
            </li>
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
      <FieldForm
        label={placeholder}
        placeholder={placeholder}
        buttonLabel={options.labels?.button || 'Send'}
        isLong={options.isLong}
        inputMode={options.inputMode}
        initialValue={context.prefill}
        autoFocus={context.autoFocus}
        canBeEmpty={files.length > 0}
        disabled={isBusy || recorder !== undefined}
        extra={extra}
        onSubmit={(text) =>
          onAnswer(
            { type: 'text', text, ...(files.length > 0 && { attachedFileUrls: files.map((file) => file.url) }) },
            { text, ...(files.length > 0 && { files }) },
          )
        }
      />
    </>
  )
}
