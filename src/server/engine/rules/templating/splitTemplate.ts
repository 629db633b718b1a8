/** A piece of a templated text (BLOCKS.md §1.7). */
export type TemplatePart =
  | { kind: 'text'; text: string }
  /** `{{Name}}`, or `${{{Name}}}` (`hasDollar`): `$` followed by the value. */
  | { kind: 'variable'; name: string; hasDollar: boolean }
  /** `{{= code =}}`, evaluated in the sandbox. */
  | { kind: 'expression'; code: string }

// One pass over the three forms, so a value that contains `{{…}}` is never templated again.
const templatePattern = /\{\{=([\s\S]*?)=\}\}|\$\{\{\{([^{}]+)\}\}\}|\{\{([^{}]+)\}\}/g

/** Cuts a text into literal runs, variable references and expressions, in order. */
export const splitTemplate = (text: string): TemplatePart[] => {
  const parts: TemplatePart[] = []
  let lastIndex = 0
  for (const match of text.matchAll(templatePattern)) {
    if (match.index > lastIndex) parts.push({ kind: 'text', text: text.slice(lastIndex, match.index) })
    const [, code, dollarName, name] = match
    if (code !== undefined) parts.push({ kind: 'expression', code })
    else parts.push({ kind: 'variable', name: dollarName ?? name, hasDollar: dollarName !== undefined })
    lastIndex = match.index + match[0].length
  }
  if (lastIndex < text.length) parts.push({ kind: 'text', text: text.slice(lastIndex) })
  return parts
}
