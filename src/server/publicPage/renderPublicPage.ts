import type { Settings } from '../../shared/bot/settings'
import { escapeHtml } from '../docs/escapeHtml'

const defaultDescription = 'Chat with us: answer a few questions and get what you came for.'
const defaultFavicon =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%234f46e5'/%3E%3Cpath d='M9 11h14v9H14l-5 4z' fill='white'/%3E%3C/svg%3E"

type PageInput = {
  publicId: string
  botName: string
  settings: Settings
  variableNames: string[]
  pageScript: string
  /** Absolute URL of this page, for link previews. */
  pageUrl: string
}

/**
 * The public chat page: its title, description, favicon and link preview come from the bot's
 * metadata, search engines are kept out unless indexing is allowed; the chat mounts in #chat.
 * Everything from the bot is escaped: a title is text, never markup.
 */
export function renderPublicPage({ publicId, botName, settings, variableNames, pageScript, pageUrl }: PageInput): string {
  const metadata = settings.metadata ?? {}
  const title = metadata.title?.trim() || botName
  const description = metadata.description?.trim() || defaultDescription
  const attribute = (value: string) => `"${escapeHtml(value)}"`
  const meta = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content=${attribute(description)}>`,
    `<meta property="og:title" content=${attribute(title)}>`,
    `<meta property="og:description" content=${attribute(description)}>`,
    `<meta property="og:url" content=${attribute(pageUrl)}>`,
    `<meta property="og:type" content="website">`,
    `<meta name="twitter:card" content="${metadata.imageUrl ? 'summary_large_image' : 'summary'}">`,
    metadata.imageUrl ? `<meta property="og:image" content=${attribute(metadata.imageUrl)}>` : '',
    `<link rel="icon" href=${attribute(metadata.favIconUrl || defaultFavicon)}>`,
    metadata.allowIndexing ? '' : '<meta name="robots" content="noindex, nofollow">',
  ]
  const data = {
    'data-public-id': publicId,
    'data-api-base': '/api',
    'data-variables': JSON.stringify(variableNames),
    'data-hide-query-params': String(settings.general?.isHideQueryParamsEnabled ?? true),
    ...(metadata.tagManagerId && { 'data-tag-manager-id': metadata.tagManagerId }),
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
${meta.filter(Boolean).join('\n')}
<style>html,body{margin:0;height:100%}#chat{height:100dvh}</style>
<script type="module" src=${attribute(pageScript)}></script>
</head>
<body>
<main id="chat" aria-label=${attribute(title)} ${Object.entries(data).map(([k, v]) => `${k}=${attribute(v)}`).join(' ')}></main>
</body>
</html>`
}

/** What visitors see for an unknown, unpublished or archived bot. */
export const notFoundPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Bot not found</title>
<style>body{font:16px/1.6 system-ui,sans-serif;max-width:520px;margin:20vh auto;padding:0 24px;color:#1f2328}</style></head>
<body><h1>This bot is not available</h1><p>It may have been unpublished, or the link is mistyped.</p></body></html>`
