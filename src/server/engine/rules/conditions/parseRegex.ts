const literal = /^\/([\s\S]*)\/([gimuy]*)$/

/**
 * The pattern of a regex comparison (BLOCKS.md §3.2): `/pattern/flags` with flags among `gimuy`, or a
 * bare pattern. Undefined for an empty or invalid pattern. `g` is dropped: it never changes whether a
 * text matches, but would make one pattern tested on several list elements resume where it stopped.
 */
export const parseRegex = (text: string): RegExp | undefined => {
  if (text === '') return undefined
  const match = text.match(literal)
  const [source, flags] = match ? [match[1], match[2]] : [text, '']
  if (source === '') return undefined
  try {
    return new RegExp(source, flags.replace(/g/g, ''))
  } catch {
    return undefined
  }
}
