import { calComBookEventAction, type CalComBlock, calComDefaultBaseUrl } from '../../../../../shared/bot/blocks'
import { addAction } from '../../../walk/actions'
import { cursorOf, type LocatedBlock } from '../../../walk/graph'
import { addLog } from '../../../walk/logs'
import { next, stop, type BlockOutcome } from '../../../walk/outcome'
import { templateText } from '../../../walk/template'
import type { Turn } from '../../../walk/turnContext'
import { skipOtherAction } from '../pluginCall'

type Options = NonNullable<CalComBlock['options']>

/** Cal.com's names of the block's layouts. */
const layouts: Record<string, string> = { Month: 'month_view', Weekly: 'week_view', Columns: 'column_view' }

/** A pasted event URL (`https://cal.com/jane/30min`) becomes the link Cal.com's embed wants (`jane/30min`). */
const eventLink = (link: string) => link.replace(/^https?:\/\/[^/]+\//i, '').replace(/^\/+/, '')

/** The answers the booking form opens with: name, email, notes, the phone as meeting place, and any question's. */
async function prefillOf(turn: Turn, options: Options): Promise<Record<string, string>> {
  const prefill: Record<string, string> = {}
  const put = async (key: string, text: string | undefined) => {
    const value = text ? (await templateText(turn, text)).trim() : ''
    if (key && value) prefill[key] = value
  }
  await put('name', options.name)
  await put('email', options.email)
  await put('notes', options.additionalNotes)
  const phone = options.phone ? (await templateText(turn, options.phone)).trim() : ''
  if (phone) prefill.location = JSON.stringify({ value: 'phone', optionValue: phone })
  for (const answer of options.anyPrefilledInformations ?? []) await put((answer.questionId ?? answer.key ?? '').trim(), answer.value)
  return prefill
}

/**
 * Cal.com's "Book event": the visitor's chat shows the event's booking embed (a client-side
 * action) and waits; the date they book comes back as the reply and goes to the chosen variable.
 * No event link, or a host that is not a web address: an error log, and the flow goes on.
 */
export async function runCalCom(turn: Turn, block: CalComBlock, at: LocatedBlock): Promise<BlockOutcome> {
  const skipped = skipOtherAction(turn, block, [calComBookEventAction])
  if (skipped) return skipped
  const options = block.options ?? {}
  const link = eventLink((await templateText(turn, options.link ?? '')).trim())
  if (!link) {
    addLog(turn, { status: 'error', description: 'Cal.com block has no event link' })
    return next
  }
  const baseUrl = ((await templateText(turn, options.baseUrl ?? '')).trim() || calComDefaultBaseUrl).replace(/\/+$/, '')
  if (!/^https?:\/\/[^/]+/i.test(baseUrl)) {
    addLog(turn, { status: 'error', description: 'Cal.com block has a host that is not a web address', details: baseUrl })
    return next
  }
  addAction(turn, {
    type: 'calComBooking',
    calComBooking: { baseUrl, link, layout: layouts[options.layout ?? ''] ?? layouts.Month, prefill: await prefillOf(turn, options) },
    expectsDedicatedReply: true,
  })
  // The reply (the booked date) is saved as an embed's event data is.
  turn.state.pending = { type: 'embed', cursor: cursorOf(at), variableId: options.saveBookedDateInVariableId }
  return stop
}
