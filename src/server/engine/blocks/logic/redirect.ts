import type { RedirectBlock } from '../../../../shared/bot/blocks'
import { addAction } from '../../walk/actions'
import { next, type BlockOutcome } from '../../walk/outcome'
import { templateText } from '../../walk/template'
import type { Turn } from '../../walk/turnContext'

/** Schemes that are kept as typed; anything else is read as a host name and gets `https://`. */
const keptPrefix = /^(http|mailto:|tel:|sms:)/i

/** `https://` prepended unless the URL starts with `http`, `mailto:`, `tel:` or `sms:` (§2.3). */
export const withScheme = (url: string): string => (keptPrefix.test(url) ? url : `https://${url}`)

/** Redirect: emits `redirect` and the walk continues; an empty URL does nothing. */
export async function runRedirect(turn: Turn, block: RedirectBlock): Promise<BlockOutcome> {
  const url = (await templateText(turn, block.options?.url ?? '')).trim()
  if (!url) return next
  addAction(turn, { type: 'redirect', redirect: { url: withScheme(url), isNewTab: block.options?.isNewTab ?? false } })
  return next
}
