// Exported files of the source product spell its brand (and a few third-party brands) in keys and in
// two enumerated values. Our interface uses neutral words: `bot`, `messagingApp`, `tagManager`.

const renamedKeys = new Map([['googleTagManagerId', 'tagManagerId']])

/** Our name for a key of an imported document (`typebotId` → `botId`, `whatsApp…` → `messagingApp…`). */
export function mapBrandKey(key: string): string {
  const renamed = renamedKeys.get(key)
  if (renamed) return renamed
  return key
    .replace(/^typebot(?=$|s$|[A-Z])/, 'bot')
    .replace(/Typebot(?=$|s$|[A-Z])/g, 'Bot')
    .replace(/^whatsApp/, 'messagingApp')
    .replace(/WhatsApp/g, 'MessagingApp')
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function mapValue(value: unknown, key: string | undefined): unknown {
  if (Array.isArray(value)) return value.map((element) => mapValue(element, undefined))
  if (!isPlainObject(value)) return value
  const mapped: Record<string, unknown> = {}
  for (const [childKey, child] of Object.entries(value)) mapped[mapBrandKey(childKey)] = mapValue(child, childKey)
  // The only values renamed: a block type and a font type, each in its own place.
  if (mapped.type === 'Typebot link') mapped.type = 'Bot link'
  if (key === 'font' && mapped.type === 'Google') mapped.type = 'Hosted'
  return mapped
}

/**
 * A copy of an imported document with the source product's brand names replaced by ours, in keys
 * anywhere and in the `Typebot link` block type and `Google` font type. Other string values (bubble
 * text, variable values, URLs…) are user data and stay as they are. The input is not modified.
 */
export const mapBrandNames = (raw: unknown): unknown => mapValue(raw, undefined)
