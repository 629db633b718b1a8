import openSansLatin from '@fontsource-variable/open-sans/files/open-sans-latin-wght-normal.woff2?url'
import { defaultFontFamily } from '../../shared/bot/theme/defaultTheme'
import type { ResolvedFont } from '../../shared/bot/theme/resolvedTheme'

// Fonts must be declared in the document: @font-face inside a shadow root is ignored by browsers.
const loaded = new Set<string>()

/**
 * The default family ships with the chat, so a bot renders the same on an offline or privacy-strict
 * site and no visitor's address reaches a font service: Open Sans (SIL OFL, from @fontsource), its
 * latin subset as one variable file covering weights 300-800. Other scripts fall back per glyph to the
 * stack in `fontStack`. Resolved against this module, so an embed on another site fetches it from
 * the chat's origin (its /chat/ assets answer any origin, as fonts need).
 */
const shippedFonts: Record<string, { url: string; weights: string }> = {
  [defaultFontFamily]: { url: openSansLatin, weights: '300 800' },
}

const fontFaceCss = (family: string, { url, weights }: { url: string; weights: string }) =>
  `@font-face{font-family:"${family}";font-style:normal;font-weight:${weights};font-display:swap;src:url("${new URL(url, import.meta.url).href}") format("woff2")}`

/**
 * Loads the theme's font once per page: the default family from the chat's own files, another
 * hosted family from Google Fonts (the owner chose it), or a custom font's CSS.
 */
export function loadFont(font: ResolvedFont) {
  const id = font.type === 'Hosted' ? `hosted:${font.family}` : `custom:${font.css ?? font.url ?? ''}`
  if (loaded.has(id) || typeof document === 'undefined') return
  loaded.add(id)
  const shipped = font.type === 'Hosted' ? shippedFonts[font.family] : undefined
  const css = shipped ? fontFaceCss(font.family!, shipped) : font.type === 'Custom' ? font.css : undefined
  if (css) {
    const style = document.createElement('style')
    style.dataset.bbcFont = font.family ?? ''
    style.textContent = css
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
