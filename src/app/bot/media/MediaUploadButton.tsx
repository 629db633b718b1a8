import { Upload } from 'lucide-react'
import { useRef, useState } from 'react'
import { errorMessage } from '@/app/api/apiErrors'
import { Button } from '@/app/ui/Button'
import { toast } from '@/app/ui/toastStore'
import { uploadMedia } from './uploadMedia'

type MediaUploadButtonProps = {
  botId: string
  /** What the file picker offers, e.g. `image/*`. */
  accept: string
  onUploaded: (url: string) => void
  disabled?: boolean
  label?: string
}

/** Picks a file from the computer, uploads it for the bot, and hands back its URL. */
export function MediaUploadButton({ botId, accept, onUploaded, disabled, label = 'Upload' }: MediaUploadButtonProps) {
  const picker = useRef<HTMLInputElement>(null)
  const [isUploading, setIsUploading] = useState(false)
  const upload = async (file: File | undefined) => {
    if (!file) return
    setIsUploading(true)
    try {
      onUploaded(await uploadMedia(botId, file))
    } catch (error) {
      toast.error(errorMessage(error))
    } finally {
      setIsUploading(false)
    }
  }
  return (
    <>
      <input
        ref={picker}
        type="file"
        accept={accept}
        hidden
        onChange={(event) => {
          void upload(event.target.files?.[0])
          event.target.value = ''
        }}
      />
      <Button size="sm" icon={<Upload aria-hidden className="size-4" />} pending={isUploading} disabled={disabled} onClick={() => picker.current?.click()}>
        {isUploading ? 'Uploading…' : label}
      </Button>
    </>
  )
}
