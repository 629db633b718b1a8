import { useEffect, useState } from 'react'
import { Search } from 'lucide-react'
import { Input } from '@/app/ui/Input'

/** Typing pauses this long before the service is asked, so each key does not start a request. */
const settleMs = 300

/** Search in every answer; the URL follows once typing settles. */
export function SearchAnswersField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [draft, setDraft] = useState(value)
  const [lastValue, setLastValue] = useState(value)
  const [sent, setSent] = useState(value)
  // A value from elsewhere (a cleared filter, the back button) replaces what is typed; the echo
  // of what this field sent does not, or keys typed meanwhile would be lost.
  if (value !== lastValue) {
    setLastValue(value)
    if (value !== sent) {
      setSent(value)
      setDraft(value)
    }
  }
  useEffect(() => {
    if (draft === sent) return
    const timer = setTimeout(() => {
      setSent(draft)
      onChange(draft)
    }, settleMs)
    return () => clearTimeout(timer)
  }, [draft, sent, onChange])
  return (
    <div className="relative w-full sm:w-64">
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-zinc-400" />
      <Input type="search" aria-label="Search answers" placeholder="Search answers" value={draft} onChange={(event) => setDraft(event.target.value)} className="pl-8" />
    </div>
  )
}
