import type { RichTextNode } from '../blocks/richText'

type Marks = { bold?: true; italic?: true }
/**
 * Values come from visitors (up to 100 000 characters), so the work is bounded: searches for closing
 * delimiters share a step budget, and nesting deeper than `maxDepth` is read as plain text.
 */
type Limits = { budget: { steps: number }; depth: number }
const stepBudget = 500_000
const maxDepth = 12

const escapable = /[!-/:-@[-`{-~]/
const wordChar = /[\p{L}\p{N}]/u
const linkTail = /\]\(\s*<?([^\s()<>]*)>?\s*\)/y

const leaf = (text: string, marks: Marks): RichTextNode => ({ text, ...marks })

/** Length of the run of `char` starting at `index`. */
const runLength = (source: string, index: number, char: string) => {
  let end = index
  while (source[end] === char) end += 1
  return end - index
}

/**
 * Index of the delimiters that close an emphasis opened by `length` × `char`, or -1. CommonMark-like:
 * a run closes when not preceded by a space (`_` also not followed by a letter) and opens when not
 * followed by one (`_` also not preceded by a letter); runs opened inside are closed first, so
 * `*a **b***` closes with the last star and `**a***b*` with the first two.
 */
const findCloser = (source: string, from: number, char: string, length: number, limits: Limits) => {
  const innerOpeners: number[] = []
  let index = from
  while (index < source.length && limits.budget.steps-- > 0) {
    if (source[index] === '\\') {
      index += 2
      continue
    }
    if (source[index] !== char) {
      index += 1
      continue
    }
    const run = runLength(source, index, char)
    const [before, after] = [source[index - 1], source[index + run] ?? '']
    const canClose = !/\s/.test(before) && (char !== '_' || !wordChar.test(after))
    const canOpen = after !== '' && !/\s/.test(after) && (char !== '_' || !wordChar.test(before))
    let left = run
    if (canClose) {
      while (innerOpeners.length > 0 && left >= innerOpeners.at(-1)!) left -= innerOpeners.pop()!
      if (innerOpeners.length === 0 && left >= length) return index + run - left
    }
    if (canOpen && left > 0) innerOpeners.push(left)
    index += run
  }
  return -1
}

/** Index of the first `char` after `from` that no backslash escapes, or -1. */
const findUnescaped = (source: string, char: string, from: number) => {
  for (let index = from; index < source.length; index += source[index] === '\\' ? 2 : 1) {
    if (source[index] === char) return index
  }
  return -1
}

/**
 * Finds `[text](url)` links. Every `[` before the same `]` shares that `]` and what follows it, so
 * both are looked up once per `]`: many brackets stay linear.
 */
const linkFinder = (source: string) => {
  let cache: { close: number; tail: RegExpExecArray | null } | undefined
  return (open: number) => {
    if (!cache || open >= cache.close) {
      const close = findUnescaped(source, ']', open + 1)
      linkTail.lastIndex = close
      cache = close === -1 ? { close: source.length, tail: null } : { close, tail: linkTail.exec(source) }
    }
    const { close, tail } = cache
    return tail ? { text: source.slice(open + 1, close), url: tail[1], end: close + tail[0].length } : undefined
  }
}

const emphasisMarks = (marks: Marks, length: number): Marks => ({
  ...marks,
  ...(length !== 2 && { italic: true as const }),
  ...(length >= 2 && { bold: true as const }),
})

/** Inline Markdown: `**`/`__` bold, `*`/`_` italic, `[text](url)`, backslash escapes. */
const parseInline = (source: string, marks: Marks, isInsideLink: boolean, limits: Limits): RichTextNode[] => {
  const nodes: RichTextNode[] = []
  const findLink = linkFinder(source)
  const parseInner = (text: string, innerMarks: Marks, innerIsInsideLink: boolean) =>
    parseInline(text, innerMarks, innerIsInsideLink, { ...limits, depth: limits.depth + 1 })
  const isTooDeep = limits.depth >= maxDepth
  let buffer = ''
  const flush = () => {
    if (buffer) nodes.push(leaf(buffer, marks))
    buffer = ''
  }
  let index = 0
  while (index < source.length) {
    const char = source[index]
    if (char === '\\' && escapable.test(source[index + 1] ?? '')) {
      buffer += source[index + 1]
      index += 2
      continue
    }
    const link = char === '[' && !isTooDeep ? findLink(index) : undefined
    if (link) {
      flush()
      const children = parseInner(link.text, marks, true)
      // A link inside a link cannot be rendered: keep its text only.
      if (isInsideLink) nodes.push(...children)
      else nodes.push({ type: 'a', url: link.url, children: children.length ? children : [leaf('', marks)] })
      index = link.end
      continue
    }
    if ((char === '*' || char === '_') && !isTooDeep) {
      const length = runLength(source, index, char)
      const next = source[index + length] ?? ''
      const canOpen = length <= 3 && next !== '' && !/\s/.test(next) && (char === '*' || !wordChar.test(source[index - 1] ?? ''))
      const closer = canOpen ? findCloser(source, index + length, char, length, limits) : -1
      if (closer !== -1) {
        flush()
        nodes.push(...parseInner(source.slice(index + length, closer), emphasisMarks(marks, length), isInsideLink))
        index = closer + length
        continue
      }
      buffer += source.slice(index, index + length)
      index += length
      continue
    }
    buffer += char
    index += 1
  }
  flush()
  return nodes
}

/**
 * A variable's value read as Markdown (BLOCKS.md §1.7, text bubbles): one array of inline nodes per
 * paragraph (blank lines separate paragraphs; a single newline stays a line break inside the text).
 * Only the inline subset a chat bubble shows is read; other syntax (headings, lists) stays literal.
 */
export const markdownToRichText = (markdown: string, options?: { isInsideLink?: boolean }): RichTextNode[][] => {
  const limits: Limits = { budget: { steps: stepBudget }, depth: 0 }
  return markdown
    .replace(/\r\n?/g, '\n')
    // Hard breaks (two trailing spaces, backslash) are line breaks like any other newline here.
    .replace(/(?: {2,}|\\)\n/g, '\n')
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => parseInline(paragraph, {}, options?.isInsideLink ?? false, limits))
}
