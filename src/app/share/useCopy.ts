import { useEffect, useState } from 'react'
import { toast } from '@/app/ui/toastStore'

/**
 * Copies text to the clipboard; `copied` is true for a moment after, for the button to say so.
 * When the browser refuses (no permission, insecure page), the user is told to copy by hand.
 */
export function useCopy() {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
    } catch {
      toast.error('The browser did not allow copying: select the text and copy it.')
    }
  }
  return { copied, copy }
}
