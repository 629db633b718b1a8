import { Users } from 'lucide-react'
import { usePeers } from './PresenceContext'

/** In a block's settings: who else has this very block open, so two people do not overwrite each other unknowingly. */
export function EditingNotice({ blockId }: { blockId: string }) {
  const editors = usePeers().filter((peer) => peer.editingBlockId === blockId)
  if (editors.length === 0) return null
  const names = [...new Set(editors.map((peer) => peer.user.name))]
  const who = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
  return (
    <p role="status" className="mx-4 mt-3 flex items-center gap-2 rounded-lg border-2 px-3 py-2 text-sm text-zinc-800 dark:text-zinc-100" style={{ borderColor: editors[0].color }}>
      <Users aria-hidden className="size-4 shrink-0" style={{ color: editors[0].color }} />
      <span>
        {who} {names.length === 1 ? 'is' : 'are'} editing this block
      </span>
    </p>
  )
}
