import { useParams } from 'react-router'
import { MediaUploadButton } from '@/app/bot/media/MediaUploadButton'
import { useField } from '@/app/botSettings/form/FormBinding'
import { TextField } from '@/app/botSettings/form/TextField'

type ImageUrlFieldProps = { path: string; label: string; placeholder?: string; hint?: string }

/** An image of the theme (background, avatar): uploaded from the computer, or any address. */
export function ImageUrlField({ path, label, placeholder, hint = 'Upload an image, or paste the address of one (or a {{variable}} holding it).' }: ImageUrlFieldProps) {
  const { botId = '' } = useParams()
  const field = useField<string>(path)
  return (
    <div className="space-y-1.5">
      <TextField path={path} label={label} type="url" placeholder={placeholder} hint={hint} />
      <MediaUploadButton botId={botId} accept="image/*" onUploaded={(url) => field.set(url)} disabled={field.disabled} label="Upload an image" />
    </div>
  )
}
