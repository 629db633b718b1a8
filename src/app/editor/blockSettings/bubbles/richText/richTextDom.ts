import { normalize, type Marks, type Paragraph, type RichText, type Run, type Wrapper } from './richTextModel'

/**
 * The editor's DOM: one `<p>` per paragraph, marks as `<strong>`, `<em>`, `<u>`, wrappers as `<a>`
 * (or `<span data-rt-wrapper>`), unknown keys as JSON in data attributes. Soft line breaks are
 * `\n` in the text (the box keeps white space). Read back after the browser's own edits.
 */

const markTags: Record<string, keyof Marks> = { STRONG: 'bold', B: 'bold', EM: 'italic', I: 'italic', U: 'underline' }
const json = (value: Record<string, unknown>) => (Object.keys(value).length > 0 ? JSON.stringify(value) : undefined)
const parseJson = (text: string | undefined): Record<string, unknown> => {
  try {
    return text ? JSON.parse(text) : {}
  } catch {
    return {}
  }
}

function renderRun(run: Run): Node {
  let node: Node = document.createTextNode(run.text)
  if (run.extra) {
    const span = document.createElement('span')
    span.dataset.rtExtra = JSON.stringify(run.extra)
    span.append(node)
    node = span
  }
  for (const [tag, mark] of [['u', 'underline'], ['em', 'italic'], ['strong', 'bold']] as const) {
    if (!run.marks[mark]) continue
    const element = document.createElement(tag)
    element.append(node)
    node = element
  }
  return node
}

function renderWrapper(wrapper: Wrapper): HTMLElement {
  // Links get no href: inside the editor they are text to edit, not something to follow.
  const element = document.createElement(wrapper.type === 'a' ? 'a' : 'span')
  if (wrapper.type !== 'a') element.dataset.rtWrapper = wrapper.type
  const props = json(wrapper.props)
  if (props) element.dataset.rtProps = props
  if (wrapper.type === 'a') element.title = String(wrapper.props.url ?? '')
  return element
}

function renderParagraph(paragraph: Paragraph): HTMLElement {
  const element = document.createElement('p')
  element.dataset.rtType = paragraph.type
  const props = json(paragraph.props)
  if (props) element.dataset.rtProps = props
  let open: { wrapper: Wrapper; element: HTMLElement } | undefined
  for (const run of paragraph.runs) {
    if (!run.wrapper) {
      open = undefined
      element.append(renderRun(run))
      continue
    }
    if (open?.wrapper !== run.wrapper) {
      open = { wrapper: run.wrapper, element: renderWrapper(run.wrapper) }
      element.append(open.element)
    }
    open.element.append(renderRun(run))
  }
  // An empty paragraph needs a line box for the caret.
  if (paragraph.runs.length === 0) element.append(document.createElement('br'))
  return element
}

/** Replaces the editor's content with `model`. */
export function renderRichText(root: HTMLElement, model: RichText) {
  root.replaceChildren(...model.map(renderParagraph))
}

/** True when every child of the editor is one of its paragraphs, as `renderRichText` writes them. */
export const isCanonical = (root: HTMLElement) =>
  root.childNodes.length > 0 && [...root.childNodes].every((node) => node instanceof HTMLElement && node.tagName === 'P' && node.dataset.rtType)

type Context = { marks: Marks; wrapper?: Wrapper; extra?: Record<string, unknown> }

function marksOfStyle(element: HTMLElement): Marks {
  const { fontWeight, fontStyle, textDecoration } = element.style
  return {
    ...((fontWeight === 'bold' || Number(fontWeight) >= 600) && { bold: true }),
    ...(fontStyle === 'italic' && { italic: true }),
    ...(textDecoration.includes('underline') && { underline: true }),
  }
}

function readInline(node: Node, context: Context, wrappers: Map<Element, Wrapper>): Run[] {
  if (node.nodeType === Node.TEXT_NODE) return [{ text: node.textContent ?? '', ...context }]
  if (!(node instanceof HTMLElement)) return []
  if (node.tagName === 'BR') return node.nextSibling ? [{ text: '\n', ...context }] : []
  const inner: Context = { ...context, marks: { ...context.marks, ...marksOfStyle(node) } }
  const mark = markTags[node.tagName]
  if (mark) inner.marks = { ...inner.marks, [mark]: true }
  if (node.dataset.rtExtra) inner.extra = parseJson(node.dataset.rtExtra)
  if (!context.wrapper && (node.tagName === 'A' || node.dataset.rtWrapper)) {
    const wrapper = wrappers.get(node) ?? { type: node.dataset.rtWrapper ?? 'a', props: parseJson(node.dataset.rtProps) }
    wrappers.set(node, wrapper)
    inner.wrapper = wrapper
  }
  return [...node.childNodes].flatMap((child) => readInline(child, inner, wrappers))
}

const isBlock = (node: Node) => node instanceof HTMLElement && ['P', 'DIV', 'LI', 'H1', 'H2', 'H3', 'BLOCKQUOTE'].includes(node.tagName)

/** Reads the editor's DOM back into paragraphs, whatever the browser made of it. */
export function readRichText(root: HTMLElement): RichText {
  const wrappers = new Map<Element, Wrapper>()
  const model: RichText = []
  let loose: Paragraph | undefined
  for (const node of root.childNodes) {
    if (isBlock(node)) {
      const element = node as HTMLElement
      loose = undefined
      const runs = [...element.childNodes].flatMap((child) => readInline(child, { marks: {} }, wrappers))
      model.push({ type: element.dataset.rtType ?? 'p', props: parseJson(element.dataset.rtProps), runs })
    } else {
      // Text typed straight into the box (after everything was deleted) forms a paragraph.
      if (!loose) model.push((loose = { type: 'p', props: {}, runs: [] }))
      loose.runs.push(...readInline(node, { marks: {} }, wrappers))
    }
  }
  return normalize(model.length > 0 ? model : [{ type: 'p', props: {}, runs: [] }])
}
