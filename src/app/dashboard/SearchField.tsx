import { useEffect, useRef } from 'react'
import { Search } from 'lucide-react'
import { Input } from '@/app/ui/Input'
import { useSettledValue } from '@/app/ui/useSettledValue'

/** The list follows typing after this pause (the cards are filtered in the page, so it can be short). */
const settleMs = 150

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/** Filters by name; the `/` key focuses it from anywhere on the page, Esc clears it. */
export function SearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const input = useRef<HTMLInputElement>(null)
  const [draft, setDraft] = useSettledValue(value, onChange, settleMs)
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.metaKey || event.ctrlKey || event.altKey || isTyping(event.target)) return
      if (document.querySelector('[aria-modal="true"]')) return
      event.preventDefault()
      input.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
  return (
    <div className="relative w-full sm:w-72">
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400" />
      <Input
        ref={input}
        type="search"
        aria-label="Search by name"
        aria-keyshortcuts="/"
        placeholder="Search by name"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && draft && setDraft('')}
        className="pr-9 pl-9"
      />
      <kbd aria-hidden className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 rounded border border-zinc-300 px-1.5 text-xs text-zinc-500 dark:border-zinc-700 dark:text-zinc-400">
        /
      </kbd>
    </div>
  )
}
