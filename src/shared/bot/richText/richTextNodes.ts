import type { RichTextNode } from '../blocks/richText'

/** A leaf carries text; an element carries children (a node with neither is read as an empty leaf). */
export const isLeaf = (node: RichTextNode) => node.children === undefined

/** Everything a leaf carries besides its text: marks, and keys editors add. */
export const leafProps = ({ text: _text, ...props }: RichTextNode) => props

const haveSameProps = (a: RichTextNode, b: RichTextNode) => {
  const propsA = Object.entries(leafProps(a))
  const propsB = leafProps(b)
  return propsA.length === Object.keys(propsB).length && propsA.every(([key, value]) => propsB[key] === value)
}

/** Joins neighbouring leaves that look the same and drops empty ones, as an editor would store them. */
export const mergeLeaves = (nodes: RichTextNode[]): RichTextNode[] =>
  nodes.reduce<RichTextNode[]>((merged, node) => {
    if (!isLeaf(node)) return [...merged, node]
    if (!node.text) return merged
    const previous = merged.at(-1)
    if (previous && isLeaf(previous) && haveSameProps(previous, node)) {
      return [...merged.slice(0, -1), { ...previous, text: (previous.text ?? '') + node.text }]
    }
    return [...merged, node]
  }, [])
