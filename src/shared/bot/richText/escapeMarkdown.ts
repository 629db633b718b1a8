// Characters that start Markdown syntax anywhere in a line (emphasis, code, links, strikethrough, HTML).
const inlineSpecial = /[\\*_`[\]~<]/g
// Syntax that only counts at the start of a line: headings, quotes, list items, setext underlines.
const lineStartSpecial = /^(\s*)(#|>|[+-](?=\s|$)|=+(?=\s*$)|\d+(?=[.)]))/gm

/** Plain text written so that a Markdown reader shows it literally. */
export const escapeMarkdown = (text: string) =>
  text
    .replace(inlineSpecial, (char) => `\\${char}`)
    .replace(lineStartSpecial, (_match, indent: string, marker: string) =>
      /^\d/.test(marker) ? `${indent}${marker}\\` : `${indent}\\${marker}`,
    )

const urlEscapes: Record<string, string> = { '(': '%28', ')': '%29', '<': '%3C', '>': '%3E' }

/** A link target that cannot end the `(…)` early or be cut at a space. */
export const escapeMarkdownUrl = (url: string) =>
  url.replace(/[\s()<>]/g, (char) => urlEscapes[char] ?? encodeURIComponent(char))
