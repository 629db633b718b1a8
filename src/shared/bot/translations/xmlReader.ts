// A small XML reader for translation files, written to be safe on untrusted input: no DTD, no
// entity declarations or expansion beyond the five predefined ones and character references, no
// external resources, bounded size and depth. Enough for XLIFF; not a general XML parser.

export type XmlElement = { name: string; attributes: Record<string, string>; children: XmlNode[]; line: number }
export type XmlNode = XmlElement | string

export class XmlError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message)
  }
}

const maxInput = 10 * 1024 * 1024
const maxDepth = 64
const predefined: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }
const nameChars = /[A-Za-z0-9_:.-]/

/** Text with `&…;` references decoded; any other entity is refused (nothing is ever expanded). */
function decode(text: string, line: number): string {
  return text.replace(/&([^;\s&<]{0,12});?/g, (match, name: string) => {
    if (!match.endsWith(';')) throw new XmlError('A "&" must start a reference such as &amp;', line)
    if (name in predefined) return predefined[name]
    const code = /^#x([0-9a-fA-F]{1,6})$/.exec(name)?.[1] ?? /^#([0-9]{1,7})$/.exec(name)?.[1]
    const value = code === undefined ? NaN : name.startsWith('#x') ? parseInt(code, 16) : parseInt(code, 10)
    if (Number.isNaN(value)) throw new XmlError(`Unknown entity "&${name};" (only &lt; &gt; &amp; &quot; &apos; and &#…; are read)`, line)
    if (value > 0x10ffff || value === 0) throw new XmlError(`Character reference "&${name};" is out of range`, line)
    return String.fromCodePoint(value)
  })
}

/** Reads `input` into its root element; throws XmlError with the line of the first problem. */
export function readXml(input: string): XmlElement {
  if (input.length > maxInput) throw new XmlError('The file is larger than 10 MB', 0)
  const text = input.replace(/^\uFEFF/, '')
  let i = 0
  let line = 1
  const stack: XmlElement[] = []
  let root: XmlElement | undefined
  const advance = (to: number) => {
    for (let j = i; j < to; j++) if (text[j] === '\n') line += 1
    i = to
  }
  const expect = (end: string, what: string) => {
    const at = text.indexOf(end, i)
    if (at < 0) throw new XmlError(`${what} is never closed`, line)
    return at
  }
  const addText = (value: string) => {
    const parent = stack.at(-1)
    if (parent) parent.children.push(value)
    else if (value.trim() !== '') throw new XmlError('Text outside the root element', line)
  }
  while (i < text.length) {
    if (text[i] !== '<') {
      const next = text.indexOf('<', i)
      const end = next < 0 ? text.length : next
      const startLine = line
      const raw = text.slice(i, end)
      advance(end)
      addText(decode(raw, startLine))
      continue
    }
    if (text.startsWith('<!--', i)) {
      advance(expect('-->', 'A comment') + 3)
    } else if (text.startsWith('<![CDATA[', i)) {
      const end = expect(']]>', 'A CDATA section')
      const value = text.slice(i + 9, end)
      advance(end + 3)
      addText(value)
    } else if (text.startsWith('<!', i)) {
      throw new XmlError('DOCTYPE and entity declarations are not accepted', line)
    } else if (text.startsWith('<?', i)) {
      advance(expect('?>', 'A processing instruction') + 2)
    } else if (text.startsWith('</', i)) {
      const end = expect('>', 'A closing tag')
      const name = text.slice(i + 2, end).trim()
      const open = stack.pop()
      if (!open || open.name !== name) throw new XmlError(`Closing tag </${name}> does not match <${open?.name ?? '(none)'}>`, line)
      advance(end + 1)
    } else {
      const tagLine = line
      let j = i + 1
      while (j < text.length && nameChars.test(text[j])) j++
      const name = text.slice(i + 1, j)
      if (!name) throw new XmlError('A "<" must start a tag', line)
      const attributes: Record<string, string> = {}
      let selfClosing = false
      for (;;) {
        while (/\s/.test(text[j] ?? '')) j++
        if (text[j] === undefined) throw new XmlError(`Tag <${name}> is never closed`, tagLine)
        if (text[j] === '>') break
        if (text.startsWith('/>', j)) {
          selfClosing = true
          j += 1
          break
        }
        const nameStart = j
        while (j < text.length && nameChars.test(text[j])) j++
        const attribute = text.slice(nameStart, j)
        while (/\s/.test(text[j] ?? '')) j++
        if (!attribute || text[j] !== '=') throw new XmlError(`Malformed attribute in <${name}>`, tagLine)
        j += 1
        while (/\s/.test(text[j] ?? '')) j++
        const quote = text[j]
        if (quote !== '"' && quote !== "'") throw new XmlError(`Attribute ${attribute} of <${name}> needs quotes`, tagLine)
        const valueStart = j + 1
        const valueEnd = text.indexOf(quote, valueStart)
        if (valueEnd < 0) throw new XmlError(`Attribute ${attribute} of <${name}> is never closed`, tagLine)
        attributes[attribute] = decode(text.slice(valueStart, valueEnd), tagLine)
        j = valueEnd + 1
      }
      advance(j + 1)
      const element: XmlElement = { name, attributes, children: [], line: tagLine }
      const parent = stack.at(-1)
      if (parent) parent.children.push(element)
      else if (root) throw new XmlError('More than one root element', tagLine)
      else root = element
      if (!selfClosing) {
        if (stack.length >= maxDepth) throw new XmlError('Elements are nested too deeply', tagLine)
        stack.push(element)
      }
    }
  }
  if (stack.length > 0) throw new XmlError(`Element <${stack.at(-1)!.name}> is never closed`, line)
  if (!root) throw new XmlError('No root element', line)
  return root
}

/** The local name (`xliff` for `x:xliff`). */
export const localName = (element: XmlElement) => element.name.split(':').at(-1)!

export const childElements = (element: XmlElement, name?: string) =>
  element.children.filter((child): child is XmlElement => typeof child !== 'string' && (!name || localName(child) === name))

/** All the text inside `element`, inline markup dropped. */
export const textContent = (element: XmlElement): string =>
  element.children.map((child) => (typeof child === 'string' ? child : textContent(child))).join('')

// eslint-disable-next-line no-control-regex -- these are exactly the characters to drop
const xmlForbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

/** Text escaped for element content and attribute values. */
export const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 cannot carry at all are dropped rather than written as invalid references.
    .replace(xmlForbidden, '')
