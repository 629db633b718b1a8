import { Search } from 'lucide-react'
import { Input } from '@/app/ui/Input'
import { useSettledValue } from '@/app/ui/useSettledValue'

/** Typing pauses this long before the service is asked, so each key does not start a request. */
const settleMs = 300

/** Search in every answer; the URL follows once typing settles. */
export function SearchAnswersField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [draft, setDraft] = useSettledValue(value, onChange, settleMs)
  return (
    <div className="relative w-full sm:w-64">
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-zinc-400" />
      <Input type="search" aria-label="Search answers" placeholder="Search answers" value={draft} onChange={(event) => setDraft(event.target.value)} className="pl-8" />
    </div>
  )
}
