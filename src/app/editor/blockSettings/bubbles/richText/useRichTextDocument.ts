import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'
import type { RichTextNode } from '@/shared/bot/blocks'
import { isCanonical, readRichText, renderRichText } from './richTextDom'
import { readSelection, writeSelection } from './richTextSelection'
import { caretAt, type Edit, type Selection } from './richTextEdits'
import { fromNodes, plainText, toNodes, type RichText } from './richTextModel'

const endOf = (model: RichText): Selection => {
  const last = model.length - 1
  return caretAt({ paragraph: last, offset: model[last].runs.reduce((total, run) => total + run.text.length, 0) })
}

/**
 * Keeps the editor's DOM, its model and the block's nodes in step. The DOM is written only when
 * the nodes change from outside (undo, another block) or after an edit of ours (a mark, a link):
 * typing is read back from the DOM, so the browser keeps its caret.
 */
export function useRichTextDocument(
  root: RefObject<HTMLDivElement | null>,
  value: RichTextNode[] | undefined,
  onChange: (nodes: RichTextNode[]) => void,
  /** Told when the selection moves inside the editor (the toolbar shows its marks). */
  onSelect: (selection: Selection, previous: Selection | undefined, model: RichText) => void,
) {
  const model = useRef<RichText>([])
  const shown = useRef<string | null>(null)
  /** The last selection inside the editor, kept while the focus is on the toolbar or a popover. */
  const lastSelection = useRef<Selection | undefined>(undefined)
  const latestOnSelect = useRef(onSelect)
  useEffect(() => {
    latestOnSelect.current = onSelect
  })

  useEffect(() => {
    const onSelectionChange = () => {
      const selection = root.current && readSelection(root.current)
      if (!selection) return
      const previous = lastSelection.current
      lastSelection.current = selection
      latestOnSelect.current(selection, previous, model.current)
    }
    document.addEventListener('selectionchange', onSelectionChange)
    return () => document.removeEventListener('selectionchange', onSelectionChange)
  }, [root])

  const markEmpty = (element: HTMLElement) => {
    element.dataset.empty = String(model.current.length === 1 && plainText(model.current) === '')
  }

  useLayoutEffect(() => {
    const json = JSON.stringify(value ?? [])
    if (!root.current || json === shown.current) return
    model.current = fromNodes(value ?? [])
    renderRichText(root.current, model.current)
    shown.current = json
    markEmpty(root.current)
  }, [root, value])

  const emit = (next: RichText) => {
    model.current = next
    const nodes = toNodes(next)
    shown.current = JSON.stringify(nodes)
    if (root.current) markEmpty(root.current)
    onChange(nodes)
  }

  return {
    model: () => model.current,
    /** The selection now (remembered), or the one kept from before the focus left the editor. */
    selection: (): Selection => {
      const live = root.current ? readSelection(root.current) : undefined
      if (live) lastSelection.current = live
      return live ?? lastSelection.current ?? endOf(model.current)
    },
    /** An edit made by the editor: rendered, selection put back, focus in the editor. */
    apply: ({ model: next, selection }: Edit) => {
      const element = root.current
      if (!element) return
      renderRichText(element, next)
      element.focus()
      writeSelection(element, selection)
      lastSelection.current = selection
      emit(next)
    },
    /** Gives the focus back to the editor, at the selection it had. */
    restoreFocus: () => {
      const element = root.current
      if (!element) return
      element.focus()
      writeSelection(element, lastSelection.current ?? endOf(model.current))
    },
    /** After the browser's own edit (typing, deleting, cutting): read the DOM back. */
    readBack: () => {
      const element = root.current
      if (!element) return
      const next = readRichText(element)
      if (!isCanonical(element)) {
        // The browser left text outside any paragraph: redraw, caret at the end of the text.
        renderRichText(element, next)
        writeSelection(element, endOf(next))
      }
      emit(next)
    },
  }
}
