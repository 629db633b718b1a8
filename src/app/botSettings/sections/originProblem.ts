import { asWebOrigin } from '@/shared/bot/settings/allowedOrigin'

export const originsLabel = 'Websites that may show the chat'

/** The website part of a full address ("https://shop.example.com/checkout" → "https://shop.example.com"). */
function websiteOf(text: string): string | null {
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/**
 * Why `text` cannot join `list`, naming the field, in an owner's words; null when it can. The rule
 * is the API's (`asWebOrigin`): browsers send exactly scheme, host and port, so only that matches.
 */
export function originProblem(text: string, list: readonly string[]): string | null {
  if (asWebOrigin(text) === null) {
    const website = websiteOf(text)
    return website
      ? `${originsLabel}: "${text}" has more than the website’s address; did you mean "${website}"?`
      : `${originsLabel}: "${text}" is not a full website address: start with https:// (or http://), such as "https://example.com"`
  }
  return list.includes(text) ? `${originsLabel}: "${text}" is already in the list` : null
}
