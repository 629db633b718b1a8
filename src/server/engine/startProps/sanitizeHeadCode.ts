// The server has no DOM, so this is a small tokenizer rather than a full HTML parser: it keeps the
// top-level *elements* of the custom head code and drops everything else (text between them,
// comments, doctypes, stray end tags), which a browser would otherwise render as page text.
// Start tags are rebuilt from their parsed name and attributes, so a malformed tag cannot leak
// into the output; element content is kept as written (script and style bodies verbatim up to
// their end tag; other elements up to their matching end tag).

const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr'])
const rawTextElements = new Set(['script', 'style', 'noscript', 'title', 'textarea'])

type StartTag = { name: string; attributes: [string, string | undefined][]; end: number; isSelfClosing: boolean }

const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

/** Index just past the `>` closing a tag that starts at `from`, quotes respected; -1 if none. */
function tagEnd(html: string, from: number): number {
  let quote: string | undefined
  for (let index = from; index < html.length; index++) {
    const char = html[index]
    if (quote) {
      if (char === quote) quote = undefined
    } else if (char === '"' || char === "'") quote = char
    else if (char === '>') return index + 1
  }
  return -1
}

function parseStartTag(html: string, at: number): StartTag | undefined {
  const name = /^<([a-zA-Z][a-zA-Z0-9:-]*)/.exec(html.slice(at, at + 100))?.[1]
  if (!name) return undefined
  const end = tagEnd(html, at + 1 + name.length)
  if (end < 0) return undefined
  const inside = html.slice(at + 1 + name.length, end - 1)
  const attributes = [...inside.matchAll(attributePattern)].map(
    (match): [string, string | undefined] => [match[1].toLowerCase(), match[2] ?? match[3] ?? match[4]],
  )
  return { name: name.toLowerCase(), attributes, end, isSelfClosing: inside.trimEnd().endsWith('/') }
}

const serializeStartTag = (tag: StartTag) =>
  `<${tag.name}${tag.attributes
    .map(([name, value]) => (value === undefined ? ` ${name}` : ` ${name}="${value.replace(/"/g, '&quot;')}"`))
    .join('')}>`

/** Where the element opened by `tag` ends: past its matching end tag (nesting counted), or the text's end. */
function elementEnd(html: string, tag: StartTag): { contentEnd: number; end: number } {
  const lower = html.toLowerCase()
  if (rawTextElements.has(tag.name)) {
    const close = lower.indexOf(`</${tag.name}`, tag.end)
    if (close < 0) return { contentEnd: html.length, end: html.length }
    const end = tagEnd(html, close)
    return { contentEnd: close, end: end < 0 ? html.length : end }
  }
  const pattern = new RegExp(`<(/?)${tag.name}(?=[\\s/>])`, 'g')
  pattern.lastIndex = tag.end
  let depth = 1
  for (let match = pattern.exec(lower); match; match = pattern.exec(lower)) {
    depth += match[1] ? -1 : 1
    if (depth === 0) {
      const end = tagEnd(html, match.index)
      return { contentEnd: match.index, end: end < 0 ? html.length : end }
    }
  }
  return { contentEnd: html.length, end: html.length }
}

/** The element nodes of `settings.metadata.customHeadCode`, one per line (§4.5 startPropsToInject). */
export function sanitizeHeadCode(html: string): string {
  const elements: string[] = []
  let index = 0
  while (index < html.length) {
    const open = html.indexOf('<', index)
    if (open < 0) break
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4)
      index = close < 0 ? html.length : close + 3
      continue
    }
    if ('/!?'.includes(html[open + 1] ?? '')) {
      // End tag without its element, doctype or processing instruction: dropped.
      const end = tagEnd(html, open + 1)
      index = end < 0 ? html.length : end
      continue
    }
    const tag = parseStartTag(html, open)
    if (!tag) {
      index = open + 1
      continue
    }
    if (voidElements.has(tag.name) || tag.isSelfClosing) {
      // `<script src="…" />` does not close a script in HTML: write the end tag the browser needs.
      elements.push(voidElements.has(tag.name) ? serializeStartTag(tag) : `${serializeStartTag(tag)}</${tag.name}>`)
      index = tag.end
      continue
    }
    const { contentEnd, end } = elementEnd(html, tag)
    elements.push(`${serializeStartTag(tag)}${html.slice(tag.end, contentEnd)}</${tag.name}>`)
    index = end
  }
  return elements.join('\n')
}
