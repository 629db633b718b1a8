import { MediaUploadButton } from '@/app/bot/media/MediaUploadButton'
import { useBlockSettings } from '../BlockSettingsContext'
import { TextField } from '../fields/TextField'

type MediaUrlFieldProps = {
  label: string
  value: string | undefined
  onChange: (value: string | undefined) => void
  placeholder: string
  hint?: string
  /** File types the upload button offers (e.g. `image/*`); no upload for pages. */
  accept?: string
}

const defaultHint = 'Upload a file, or paste the address of one hosted online (or a {{variable}} holding it).'

/** The address of an image, video, audio file or page: templated text, or a file uploaded for the bot. */
export function MediaUrlField({ label, value, onChange, placeholder, hint = defaultHint, accept }: MediaUrlFieldProps) {
  const { botId, readOnly } = useBlockSettings()
  return (
    <div className="space-y-1.5">
      <TextField label={label} type="url" value={value} onChange={onChange} placeholder={placeholder} hint={hint} withVariables />
      {accept && <MediaUploadButton botId={botId} accept={accept} onUploaded={onChange} disabled={readOnly} />}
    </div>
  )
}
