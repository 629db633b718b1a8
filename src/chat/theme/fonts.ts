import type { ResolvedFont } from '../../shared/bot/theme/resolvedTheme'

// Fonts must be declared in the document: @font-face inside a shadow root is ignored by browsers.
const loaded = new Set<string>()

/** Loads the theme's font once per page: a hosted family from Google Fonts, or a custom font's CSS. */
export function loadFont(font: ResolvedFont) {
  const id = font.type === 'Hosted' ? `hosted:${font.family}` : `custom:${font.css ?? font.url ?? ''}`
  if (loaded.has(id) || typeof document === 'undefined') return
  loaded.add(id)
  if (font.type === 'Custom' && font.css) {
    const style = document.createElement('style')
    style.dataset.bbcFont = font.family ?? ''
    style.textContent = font.css
    document.head.append(style)
    return
  }
  const href =
    font.type === 'Custom'
      ? font.url
      : `https://fonts.googleapis.com/css2?family=${encodeURIComponent(font.family).replace(/%20/g, '+')}:wght@400;600;700&display=swap`
  if (!href || !/^https?:\/\//.test(href)) return
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = href
  document.head.append(link)
}
