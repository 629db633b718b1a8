import { useState } from 'react'
import { Button } from '@/app/ui/Button'
import { Input } from '@/app/ui/Input'

type LinkBarProps = {
  /** The URL of the link the selection is in, if any. */
  currentUrl: string | undefined
  onApply: (url: string | undefined) => void
  onCancel: () => void
}

/** A row under the toolbar to set, change or remove the link of the selection (Esc cancels). */
export function LinkBar({ currentUrl, onApply, onCancel }: LinkBarProps) {
  const [url, setUrl] = useState(currentUrl ?? '')
  return (
    <form
      aria-label="Link"
      className="flex items-center gap-1.5 border-b border-zinc-200 bg-zinc-50 px-2 py-1.5 dark:border-zinc-800 dark:bg-zinc-950"
      onSubmit={(event) => {
        event.preventDefault()
        onApply(url.trim() || undefined)
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.stopPropagation()
        onCancel()
      }}
    >
      <Input aria-label="Link URL" autoFocus inputMode="url" placeholder="https://… or {{variable}}" value={url} onChange={(event) => setUrl(event.target.value)} className="h-8 min-w-0 flex-1" />
      {currentUrl !== undefined && (
        <Button size="sm" variant="ghost" onClick={() => onApply(undefined)}>
          Remove link
        </Button>
      )}
      <Button size="sm" variant="primary" type="submit" disabled={!url.trim()}>
        Apply
      </Button>
    </form>
  )
}
