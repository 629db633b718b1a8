import type { PixelBlock } from '../../../../../shared/bot/blocks'
import { addAction } from '../../../walk/actions'
import { addLog } from '../../../walk/logs'
import { next, type BlockOutcome } from '../../../walk/outcome'
import { templateText } from '../../../walk/template'
import type { Turn } from '../../../walk/turnContext'

/** Parameters with both a key and a value, templated (a non-text value written as its JSON). */
async function eventParams(turn: Turn, params: NonNullable<PixelBlock['options']>['params']): Promise<Record<string, string> | undefined> {
  const entries: [string, string][] = []
  for (const { key, value } of params ?? []) {
    const text = value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value)
    const [templatedKey, templatedValue] = [await templateText(turn, key ?? ''), await templateText(turn, text)]
    if (templatedKey.trim() && templatedValue !== '') entries.push([templatedKey.trim(), templatedValue])
  }
  return entries.length > 0 ? Object.fromEntries(entries) : undefined
}

/**
 * Meta Pixel: a `pixel` action with the event and its templated parameters; the visitor's page
 * loads and initialises the pixel (unless the host page already did) and tracks the event.
 */
export async function runPixel(turn: Turn, block: PixelBlock): Promise<BlockOutcome> {
  const options = block.options ?? {}
  const pixelId = (await templateText(turn, options.pixelId ?? '')).trim()
  const name = options.eventType === 'Custom' ? (await templateText(turn, options.name ?? '')).trim() : undefined
  if (!pixelId || !options.eventType || name === '') {
    addLog(turn, { status: 'error', description: 'Meta Pixel block needs a pixel ID and an event (a custom event needs its name)' })
    return next
  }
  const params = await eventParams(turn, options.params)
  addAction(turn, {
    type: 'pixel',
    pixel: { pixelId, eventType: options.eventType, ...(name && { name }), ...(options.isInitSkip && { isInitSkip: true }), ...(params && { params }) },
  })
  return next
}
