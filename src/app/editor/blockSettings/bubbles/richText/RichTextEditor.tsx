import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { RichTextNode } from '@/shared/bot/blocks'
import { cx, focusRing } from '@/app/ui/cx'
import { variableToken } from '../../fields/insertAtCaret'
import { VariableInsertButton } from '../../pickers/VariableInsertButton'
import { LinkBar } from './LinkBar'
import { insertLines, insertText, isCollapsed, linkAt, marksIn, setLink, splitParagraph, toggleMark, type Edit } from './richTextEdits'
import type { Mark, Marks } from './richTextModel'
import { RichTextToolbar } from './RichTextToolbar'
import { useRichTextDocument } from './useRichTextDocument'

type RichTextEditorProps = {
  value: RichTextNode[] | undefined
  onChange: (nodes: RichTextNode[]) => void
  /** The id of the visible label of the editor. */
  labelledBy: string
  readOnly?: boolean
  placeholder?: string
}

const shortcutMarks: Record<string, Mark> = { b: 'bold', i: 'italic', u: 'underline' }

/**
 * A small rich-text editor for text bubbles: bold, italic, underline (Ctrl/Cmd+B/I/U), links
 * (Ctrl/Cmd+K) and `{{variable}}` insertion, read from and written to the block's rich-text nodes.
 */
export function RichTextEditor({ value, onChange, labelledBy, readOnly, placeholder = 'Type the message…' }: RichTextEditorProps) {
  const root = useRef<HTMLDivElement>(null)
  const editorId = useId()
  // Marks chosen at a caret apply to the next typed text, until the caret moves.
  const pendingMarks = useRef<Marks | undefined>(undefined)
  const composing = useRef(false)
  const [active, setActive] = useState<Marks>({})
  const [link, setLinkState] = useState<{ open: boolean; url?: string }>({ open: false })
  const [inLink, setInLink] = useState(false)
  const doc = useRichTextDocument(root, value, onChange, (selection, previous, model) => {
    if (!previous || JSON.stringify(previous) !== JSON.stringify(selection)) pendingMarks.current = undefined
    setActive(pendingMarks.current ?? marksIn(model, selection))
    setInLink(linkAt(model, selection) !== undefined)
  })
  const applyMark = (mark: Mark) => {
    const selection = doc.selection()
    if (!isCollapsed(selection)) {
      doc.apply({ model: toggleMark(doc.model(), selection, mark), selection })
      return setActive(marksIn(doc.model(), selection))
    }
    const current = { ...marksIn(doc.model(), selection), ...pendingMarks.current }
    const next = { ...current, [mark]: current[mark] ? undefined : true }
    pendingMarks.current = next
    setActive(next)
    root.current?.focus()
  }
  const openLink = () => setLinkState({ open: true, url: linkAt(doc.model(), doc.selection())?.url })
  const applyLink = (url: string | undefined) => {
    setLinkState({ open: false })
    const selection = doc.selection()
    // Inside a link, the change applies to the whole link.
    const target = linkAt(doc.model(), selection)?.selection ?? selection
    if (url && isCollapsed(target)) {
      // Nothing selected: the address itself becomes the link's text.
      const typed = insertText(doc.model(), target, url, {})
      return doc.apply({ model: setLink(typed.model, { start: target.start, end: typed.selection.end }, url), selection: typed.selection })
    }
    doc.apply({ model: setLink(doc.model(), target, url), selection: target })
  }
  const insert = (edit: Edit) => {
    pendingMarks.current = undefined
    doc.apply(edit)
  }

  useEffect(() => {
    const element = root.current
    // Text typed after a mark was chosen at the caret is inserted by us, with those marks.
    const onBeforeInput = (event: InputEvent) => {
      if (event.inputType !== 'insertText' || !event.data || !pendingMarks.current) return
      event.preventDefault()
      const marks = pendingMarks.current
      pendingMarks.current = undefined
      doc.apply(insertText(doc.model(), doc.selection(), event.data, marks))
    }
    element?.addEventListener('beforeinput', onBeforeInput)
    return () => element?.removeEventListener('beforeinput', onBeforeInput)
  })

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const mark = shortcutMarks[event.key.toLowerCase()]
    if ((event.ctrlKey || event.metaKey) && !event.altKey && mark) applyMark(mark)
    else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') openLink()
    else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      const selection = doc.selection()
      insert(event.shiftKey ? insertText(doc.model(), selection, '\n') : splitParagraph(doc.model(), selection))
    } else return
    event.preventDefault()
  }

  return (
    <div className="rounded-lg border border-zinc-300 bg-white shadow-sm focus-within:border-indigo-500 dark:border-zinc-700 dark:bg-zinc-900">
      <RichTextToolbar editorId={editorId} active={active} onMark={applyMark} link={{ active: inLink, open: link.open }} onLink={() => (link.open ? setLinkState({ open: false }) : openLink())}>
        <VariableInsertButton onPick={(variable) => insert(insertText(doc.model(), doc.selection(), variableToken(variable.name)))} />
      </RichTextToolbar>
      {link.open && (
        <LinkBar
          currentUrl={link.url}
          onApply={applyLink}
          onCancel={() => {
            setLinkState({ open: false })
            doc.restoreFocus()
          }}
        />
      )}
      <div
        ref={root}
        id={editorId}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelledBy}
        aria-readonly={readOnly || undefined}
        aria-placeholder={placeholder}
        data-placeholder={placeholder}
        contentEditable={!readOnly}
        suppressContentEditableWarning
        spellCheck
        onKeyDown={onKeyDown}
        onInput={() => !composing.current && doc.readBack()}
        onCompositionStart={() => (composing.current = true)}
        onCompositionEnd={() => {
          composing.current = false
          doc.readBack()
        }}
        onPaste={(event) => {
          event.preventDefault()
          insert(insertLines(doc.model(), doc.selection(), event.clipboardData.getData('text/plain')))
        }}
        onDrop={(event) => event.preventDefault()}
        className={cx(
          'relative max-h-80 min-h-24 overflow-y-auto rounded-b-lg px-3 py-2 text-sm whitespace-pre-wrap text-zinc-900 dark:text-zinc-100 [&_a]:text-indigo-700 [&_a]:underline dark:[&_a]:text-indigo-300 [&_p]:min-h-5',
          'data-[empty=true]:before:pointer-events-none data-[empty=true]:before:absolute data-[empty=true]:before:text-zinc-400 data-[empty=true]:before:content-[attr(data-placeholder)]',
          readOnly && 'opacity-60',
          focusRing,
          'focus-visible:ring-0',
        )}
      />
    </div>
  )
}
