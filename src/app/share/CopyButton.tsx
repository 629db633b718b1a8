import { Check, Copy } from 'lucide-react'
import { Button } from '@/app/ui/Button'
import { useCopy } from './useCopy'

/** "Copy" (named after what it copies for screen readers), then "Copied" for a moment. */
export function CopyButton({ text, what, size = 'md', autoFocus }: { text: string; what: string; size?: 'sm' | 'md'; autoFocus?: boolean }) {
  const { copied, copy } = useCopy()
  return (
    <Button
      size={size}
      data-autofocus={autoFocus || undefined}
      aria-label={copied ? `Copied the ${what}` : `Copy the ${what}`}
      icon={copied ? <Check aria-hidden className="size-4 text-emerald-600 dark:text-emerald-400" /> : <Copy aria-hidden className="size-4" />}
      onClick={() => void copy(text)}
    >
      {copied ? 'Copied' : 'Copy'}
    </Button>
  )
}
