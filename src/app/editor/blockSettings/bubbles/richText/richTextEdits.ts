import { emptyParagraph, marks as allMarks, normalize, type Mark, type Marks, type Paragraph, type RichText, type Run, type Wrapper } from './richTextModel'

/** A caret position: a paragraph and a character offset in it. */
export type Position = { paragraph: number; offset: number }
/** A selection, `start` never after `end`. */
export type Selection = { start: Position; end: Position }
/** An edit's result: the new text and where the caret (or selection) goes. */
export type Edit = { model: RichText; selection: Selection }

export const caretAt = (position: Position): Selection => ({ start: position, end: position })
export const isCollapsed = ({ start, end }: Selection) => start.paragraph === end.paragraph && start.offset === end.offset
const lengthOf = (paragraph: Paragraph) => paragraph.runs.reduce((total, run) => total + run.text.length, 0)

/** Runs before and after `offset`, a run cut in two when the offset falls inside it. */
function splitRuns(runs: Run[], offset: number): [Run[], Run[]] {
  const before: Run[] = []
  const after: Run[] = []
  let seen = 0
  for (const run of runs) {
    const end = seen + run.text.length
    if (end <= offset) before.push(run)
    else if (seen >= offset) after.push(run)
    else {
      before.push({ ...run, text: run.text.slice(0, offset - seen) })
      after.push({ ...run, text: run.text.slice(offset - seen) })
    }
    seen = end
  }
  return [before, after]
}

/** Where the selection starts and ends inside paragraph `index` (whole paragraphs in between). */
function boundsIn(paragraph: Paragraph, index: number, { start, end }: Selection): [number, number] {
  return [index === start.paragraph ? start.offset : 0, index === end.paragraph ? end.offset : lengthOf(paragraph)]
}
const touches = (index: number, { start, end }: Selection) => index >= start.paragraph && index <= end.paragraph

/** The paragraph with `change` applied to its runs between offsets `from` and `to`. */
function mapRunsBetween(paragraph: Paragraph, [from, to]: [number, number], change: (runs: Run[]) => Run[]): Paragraph {
  const [head, rest] = splitRuns(paragraph.runs, from)
  const [middle, tail] = splitRuns(rest, to - from)
  return { ...paragraph, runs: [...head, ...change(middle), ...tail] }
}

/** Applies `change` to the runs inside the selection, paragraph by paragraph. */
function mapSelected(model: RichText, selection: Selection, change: (runs: Run[], index: number) => Run[]): RichText {
  return normalize(
    model.map((paragraph, index) =>
      touches(index, selection) ? mapRunsBetween(paragraph, boundsIn(paragraph, index, selection), (runs) => change(runs, index)) : paragraph,
    ),
  )
}

function selectedRuns(model: RichText, selection: Selection): Run[] {
  return model.flatMap((paragraph, index) => {
    if (!touches(index, selection)) return []
    const [from, to] = boundsIn(paragraph, index, selection)
    return splitRuns(splitRuns(paragraph.runs, from)[1], to - from)[0]
  })
}

/** The run the caret types into: the one before it, else the one after it. */
function runAtCaret(model: RichText, { paragraph, offset }: Position): Run | undefined {
  const [before, after] = splitRuns(model[paragraph]?.runs ?? [], offset)
  return before[before.length - 1] ?? after[0]
}

/** The marks that apply across the selection (at a caret: those of the text it types into). */
export function marksIn(model: RichText, selection: Selection): Marks {
  const runs = isCollapsed(selection) ? [runAtCaret(model, selection.start)].filter((run) => run !== undefined) : selectedRuns(model, selection)
  if (runs.length === 0) return {}
  return Object.fromEntries(allMarks.filter((mark) => runs.every((run) => run.marks[mark])).map((mark) => [mark, true]))
}

/** Adds `mark` to the whole selection, or removes it when the whole selection has it. */
export function toggleMark(model: RichText, selection: Selection, mark: Mark): RichText {
  const on = !marksIn(model, selection)[mark]
  return mapSelected(model, selection, (runs) => runs.map((run) => ({ ...run, marks: { ...run.marks, [mark]: on || undefined } })))
}

const within = ({ start, end }: Selection, outer: Selection) =>
  start.paragraph === outer.start.paragraph && end.paragraph === outer.end.paragraph && start.offset >= outer.start.offset && end.offset <= outer.end.offset

/** The link the caret or the whole selection is in, and the extent of that link. */
export function linkAt(model: RichText, selection: Selection): { url: string; selection: Selection } | undefined {
  const run = isCollapsed(selection) ? runAtCaret(model, selection.start) : selectedRuns(model, selection)[0]
  const wrapper = run?.wrapper
  if (!wrapper || wrapper.type !== 'a') return undefined
  const index = selection.start.paragraph
  let offset = 0
  let from = -1
  let to = -1
  for (const each of model[index].runs) {
    if (each.wrapper === wrapper) {
      if (from < 0) from = offset
      to = offset + each.text.length
    }
    offset += each.text.length
  }
  const extent = { start: { paragraph: index, offset: from }, end: { paragraph: index, offset: to } }
  return within(selection, extent) ? { url: String(wrapper.props.url ?? ''), selection: extent } : undefined
}

/** Makes the selection a link to `url` (one link per paragraph), or removes links from it. */
export function setLink(model: RichText, selection: Selection, url: string | undefined): RichText {
  const links = model.map((): Wrapper | undefined => (url === undefined ? undefined : { type: 'a', props: { url } }))
  // Removing links keeps any other inline element the text is in.
  return mapSelected(model, selection, (runs, index) =>
    runs.map((run) => ({ ...run, wrapper: links[index] ?? (run.wrapper?.type === 'a' ? undefined : run.wrapper) })),
  )
}

/** Removes the selected text; the paragraphs at both ends become one. */
export function deleteSelection(model: RichText, selection: Selection): Edit {
  const { start, end } = selection
  if (isCollapsed(selection)) return { model, selection }
  const [head] = splitRuns(model[start.paragraph].runs, start.offset)
  const [, tail] = splitRuns(model[end.paragraph].runs, end.offset)
  const joined = { ...model[start.paragraph], runs: [...head, ...tail] }
  return { model: normalize([...model.slice(0, start.paragraph), joined, ...model.slice(end.paragraph + 1)]), selection: caretAt(start) }
}

/** Types `text` in place of the selection, with the marks of the text around it or `withMarks`. */
export function insertText(model: RichText, selection: Selection, text: string, withMarks?: Marks): Edit {
  const cleared = deleteSelection(model, selection)
  const at = cleared.selection.start
  const around = runAtCaret(cleared.model, at)
  const run: Run = { text, marks: withMarks ?? around?.marks ?? {}, wrapper: withMarks ? undefined : around?.wrapper, extra: withMarks ? undefined : around?.extra }
  const paragraph = cleared.model[at.paragraph]
  const [before, after] = splitRuns(paragraph.runs, at.offset)
  const next = [...cleared.model]
  next[at.paragraph] = { ...paragraph, runs: [...before, run, ...after] }
  return { model: normalize(next), selection: caretAt({ paragraph: at.paragraph, offset: at.offset + text.length }) }
}

/** Enter: the paragraph is cut in two at the caret, the second half keeps its type. */
export function splitParagraph(model: RichText, selection: Selection): Edit {
  const cleared = deleteSelection(model, selection)
  const at = cleared.selection.start
  const paragraph = cleared.model[at.paragraph]
  const [before, after] = splitRuns(paragraph.runs, at.offset)
  const next = [...cleared.model]
  next.splice(at.paragraph, 1, { ...paragraph, runs: before }, { ...emptyParagraph(paragraph), runs: after })
  return { model: normalize(next), selection: caretAt({ paragraph: at.paragraph + 1, offset: 0 }) }
}

/** Pasted or dropped text: one paragraph per line. */
export function insertLines(model: RichText, selection: Selection, text: string): Edit {
  return text
    .split(/\r?\n/)
    .reduce<Edit | undefined>((edit, line, index) => {
      const current = edit ?? { model, selection }
      const split = index > 0 ? splitParagraph(current.model, current.selection) : current
      return line === '' ? split : insertText(split.model, split.selection, line)
    }, undefined)!
}
