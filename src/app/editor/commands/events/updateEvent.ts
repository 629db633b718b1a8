import type { BotEvent } from '@/shared/bot/event'
import type { FlowDocument } from '../../document/flowDocument'

/**
 * Command: replaces an event's options (its command, or the variables a reply fills). Its type,
 * place and edge are the editor's to keep: only `options` is taken from the edit.
 */
export function updateEventOptions(doc: FlowDocument, { eventId, options }: { eventId: string; options: Extract<BotEvent, { options?: unknown }>['options'] }): FlowDocument {
  const index = doc.events.findIndex((event) => event.id === eventId)
  const event = doc.events[index]
  if (!event || event.type === 'start') return doc
  const { options: _previous, ...rest } = event
  const next = (options && Object.keys(options).length ? { ...rest, options } : rest) as BotEvent
  return { ...doc, events: doc.events.with(index, next) as FlowDocument['events'] }
}
