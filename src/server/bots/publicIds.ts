import { createShortId } from '../../shared/ids'

/** A readable, unique-enough slug for a bot's public URL: its name plus a random suffix. */
export function generatePublicId(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
  return `${slug || 'bot'}-${createShortId()}`
}
