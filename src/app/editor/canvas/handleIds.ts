import type { EdgeSource } from '@/shared/bot/edge'

const part = encodeURIComponent

/**
 * Handle ids of the canvas: one target per group, and one source per output (event, block, item,
 * card path). The source's ids are encoded in the handle id, so a connection names its source.
 */
export const handleIds = {
  target: 'in',
  source: (from: EdgeSource): string =>
    'eventId' in from ? `event:${part(from.eventId)}` : ['block', from.blockId, from.itemId ?? '', from.pathId ?? ''].map(part).join(':'),
  parse: (handleId: string | null | undefined): EdgeSource | null => {
    const [kind, ...ids] = (handleId ?? '').split(':').map(decodeURIComponent)
    if (kind === 'event' && ids[0]) return { eventId: ids[0] }
    if (kind !== 'block' || !ids[0]) return null
    const [blockId, itemId, pathId] = ids
    return { blockId, ...(itemId && { itemId }), ...(pathId && { pathId }) }
  },
}
