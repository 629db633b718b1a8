import { createPortal } from 'react-dom'
import { useHeaderSlot } from '@/app/bot/headerSlot'
import { PresenceAvatars } from './PresenceAvatars'

/** The avatars of the people in the bot, drawn into the bot header's slot while the editor is open. */
export function HeaderPresence() {
  const slot = useHeaderSlot((state) => state.element)
  return slot ? createPortal(<PresenceAvatars />, slot) : null
}
