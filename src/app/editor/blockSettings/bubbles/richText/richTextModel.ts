import type { RichTextNode } from '@/shared/bot/blocks'

/**
 * The editor's view of a text bubble: paragraphs of runs of text with marks. Links (and any other
 * inline element) are a wrapper shared by reference by the runs inside it, so two links side by
 * side stay two. Keys the editor does not know are carried along, so nothing written elsewhere is
 * lost by an edit.
 */
export type Mark = 'bold' | 'italic' | 'underline'
export const marks: readonly Mark[] = ['bold', 'italic', 'underline']
export type Marks = Partial<Record<Mark, true>>
export type Wrapper = { type: string; props: Record<string, unknown> }
export type Run = { text: string; marks: Marks; wrapper?: Wrapper; extra?: Record<string, unknown> }
export type Paragraph = { type: string; props: Record<string, unknown>; runs: Run[] }
export type RichText = Paragraph[]

const isElement = (node: RichTextNode) => Array.isArray(node.children)
const without = (node: RichTextNode, keys: string[]) =>
  Object.fromEntries(Object.entries(node).filter(([key]) => !keys.includes(key)))
const leafKeys = ['text', ...marks]

function runsOf(children: RichTextNode[], wrapper: Wrapper | undefined): Run[] {
  return children.flatMap((child): Run[] => {
    if (isElement(child)) {
      // Only one level of inline element is modelled: deeper ones are flattened into it.
      return runsOf(child.children!, wrapper ?? { type: child.type ?? 'span', props: without(child, ['type', 'children']) })
    }
    const extra = without(child, leafKeys)
    const runMarks: Marks = Object.fromEntries(marks.filter((mark) => child[mark] === true).map((mark) => [mark, true]))
    return [{ text: child.text ?? '', marks: runMarks, wrapper, ...(Object.keys(extra).length > 0 && { extra }) }]
  })
}

/** Reads stored nodes; a top-level leaf becomes a paragraph of its own. */
export function fromNodes(nodes: readonly RichTextNode[]): RichText {
  const model = nodes.map((node) =>
    isElement(node)
      ? { type: node.type ?? 'p', props: without(node, ['type', 'children']), runs: runsOf(node.children!, undefined) }
      : { type: 'p', props: {}, runs: runsOf([node], undefined) },
  )
  return normalize(model.length > 0 ? model : [emptyParagraph()])
}

/**
 * True when the nodes hold more structure than the editor models (nested lists, inline elements
 * inside inline elements): editing would flatten them, and the form says so.
 */
export function hasUnmodelledStructure(nodes: readonly RichTextNode[]): boolean {
  const isLeaf = (node: RichTextNode) => !isElement(node)
  return nodes.some((node) => !isElement(node) || node.children!.some((child) => !isLeaf(child) && !child.children!.every(isLeaf)))
}

const leafOf = (run: Run): RichTextNode => ({
  text: run.text,
  ...Object.fromEntries(marks.filter((mark) => run.marks[mark]).map((mark) => [mark, true])),
  ...run.extra,
})

/** Writes the stored form: `{type, children}` elements and `{text, bold?, …}` leaves. */
export function toNodes(model: RichText): RichTextNode[] {
  return normalize(model).map((paragraph) => {
    const children: RichTextNode[] = []
    let open: { wrapper: Wrapper; node: RichTextNode } | undefined
    for (const run of paragraph.runs) {
      if (!run.wrapper) {
        open = undefined
        children.push(leafOf(run))
      } else if (open?.wrapper === run.wrapper) open.node.children!.push(leafOf(run))
      else {
        open = { wrapper: run.wrapper, node: { type: run.wrapper.type, ...run.wrapper.props, children: [leafOf(run)] } }
        children.push(open.node)
      }
    }
    return { type: paragraph.type, ...paragraph.props, children: children.length > 0 ? children : [{ text: '' }] }
  })
}

export const emptyParagraph = (from?: Paragraph): Paragraph => ({ type: from?.type ?? 'p', props: { ...from?.props }, runs: [] })

const sameMarks = (a: Marks, b: Marks) => marks.every((mark) => !a[mark] === !b[mark])
const sameExtra = (a: Run, b: Run) => JSON.stringify(a.extra ?? {}) === JSON.stringify(b.extra ?? {})

/** Drops empty runs and joins neighbours that look the same, so one text gives one model. */
export function normalize(model: RichText): RichText {
  return model.map((paragraph) => {
    const runs: Run[] = []
    for (const run of paragraph.runs) {
      if (run.text === '') continue
      const last = runs[runs.length - 1]
      if (last && last.wrapper === run.wrapper && sameMarks(last.marks, run.marks) && sameExtra(last, run)) {
        runs[runs.length - 1] = { ...last, text: last.text + run.text }
      } else runs.push(run)
    }
    return { ...paragraph, runs }
  })
}

/** Plain text of the whole model, paragraphs separated by new lines (for tests and summaries). */
export const plainText = (model: RichText) => model.map((paragraph) => paragraph.runs.map((run) => run.text).join('')).join('\n')
