import type { GraphCoordinates } from '@/shared/common'
import type { BotEvent } from '@/shared/bot/event'
import { createId } from '@/shared/ids'
import type { FlowDocument } from '../../document/flowDocument'

/** Event types a user can add: there is exactly one start event, always first. */
export type AddableEventType = Exclude<BotEvent['type'], 'start'>

/** Command: a new event (command, reply, invalid reply) at `position`, with no options yet. */
export function addEvent(
  doc: FlowDocument,
  { type, position, eventId = createId() }: { type: AddableEventType; position: GraphCoordinates; eventId?: string },
): FlowDocument {
  const event = { id: eventId, type, graphCoordinates: { x: Math.round(position.x), y: Math.round(position.y) } } as BotEvent
  return { ...doc, events: [...doc.events, event] as FlowDocument['events'] }
}
