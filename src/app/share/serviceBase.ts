/**
 * Where the service that runs chats serves its pages: the chat API's address without its `/api`
 * (the page's own origin when the app is served by the service, as it is by default).
 */
export function serviceBase(chatUrl: string): string {
  const url = chatUrl.replace(/\/+$/, '')
  if (url.endsWith('/api')) return url.slice(0, -'/api'.length)
  try {
    return new URL(url).origin
  } catch {
    return window.location.origin
  }
}

/** The public chat page of a bot. */
export const publicPageUrl = (base: string, publicId: string) => `${base}/b/${encodeURIComponent(publicId)}`
