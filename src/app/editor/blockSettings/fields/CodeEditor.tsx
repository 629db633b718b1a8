import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { cx, focusRing } from '@/app/ui/cx'
import { textOrUndefined } from '../blockUpdate'
import { VariableInsertButton } from '../pickers/VariableInsertButton'
import { indent, newLineKeepingIndent, outdent, type TextEdit } from './codeEditing'
import { FieldShell } from '@/app/ui/FieldShell'
import { insertAtCaret, variableToken } from './insertAtCaret'

type CodeEditorProps = {
  label: ReactNode
  value: string | undefined
  onChange: (value: string | undefined) => void
  placeholder?: string
  hint?: ReactNode
  /** Visible lines before the box scrolls. */
  rows?: number
  /** Offers "Insert a variable" (`{{Name}}` in code becomes the variable's value). */
  withVariables?: boolean
}

const escapeHint = 'Tab indents. Press Esc, then Tab, to leave the editor.'

/**
 * A monospace code box with line numbers: Tab indents with spaces, Enter keeps the indentation.
 * Esc releases Tab once, so keyboard users can still leave it.
 */
export function CodeEditor({ label, value, onChange, placeholder, hint, rows = 8, withVariables }: CodeEditorProps) {
  const textarea = useRef<HTMLTextAreaElement>(null)
  const gutter = useRef<HTMLDivElement>(null)
  const tabReleased = useRef(false)
  const pendingSelection = useRef<TextEdit | null>(null)
  const text = value ?? ''
  const lineCount = Math.max(text.split('\n').length, 1)

  useLayoutEffect(() => {
    const edit = pendingSelection.current
    if (!edit || !textarea.current) return
    textarea.current.focus()
    textarea.current.setSelectionRange(edit.selectionStart, edit.selectionEnd)
    pendingSelection.current = null
  })

  const apply = (edit: TextEdit) => {
    pendingSelection.current = edit
    onChange(textOrUndefined(edit.value))
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const { selectionStart: start, selectionEnd: end } = event.currentTarget
    if (event.key === 'Escape') tabReleased.current = true
    else if (event.key === 'Tab' && !tabReleased.current) {
      event.preventDefault()
      apply(event.shiftKey ? outdent(text, start, end) : indent(text, start, end))
    } else if (event.key === 'Enter' && !event.shiftKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault()
      apply(newLineKeepingIndent(text, start, end))
    } else if (event.key !== 'Shift') tabReleased.current = false
  }
  const insertVariable = (name: string) => {
    const element = textarea.current
    const next = insertAtCaret(text, element?.selectionStart, element?.selectionEnd, variableToken(name))
    apply({ value: next.value, selectionStart: next.caret, selectionEnd: next.caret })
  }

  return (
    <FieldShell
      label={label}
      hint={hint ? <>{hint} {escapeHint}</> : escapeHint}
      action={withVariables && <VariableInsertButton compact onPick={(variable) => insertVariable(variable.name)} />}
    >
      {(control) => (
        <div className="flex overflow-hidden rounded-lg border border-zinc-300 bg-zinc-50 shadow-sm focus-within:ring-2 focus-within:ring-indigo-500 dark:border-zinc-700 dark:bg-zinc-950">
          <div
            ref={gutter}
            aria-hidden
            className="shrink-0 overflow-hidden border-r border-zinc-200 bg-zinc-100/70 py-2 pr-2 pl-2 text-right font-mono text-xs leading-5 text-zinc-400 select-none dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-600"
          >
            {Array.from({ length: lineCount }, (_, i) => (
              <div key={i}>{i + 1}</div>
            ))}
          </div>
          <textarea
            ref={textarea}
            {...control}
            value={text}
            rows={rows}
            placeholder={placeholder}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            wrap="off"
            onChange={(event) => onChange(textOrUndefined(event.target.value))}
            onKeyDown={onKeyDown}
            onScroll={(event) => gutter.current && (gutter.current.scrollTop = event.currentTarget.scrollTop)}
            className={cx(
              'block min-w-0 flex-1 resize-y bg-transparent px-2.5 py-2 font-mono text-xs leading-5 whitespace-pre text-zinc-900 placeholder:text-zinc-400 disabled:opacity-60 dark:text-zinc-100',
              focusRing,
              'focus-visible:ring-0',
            )}
          />
        </div>
      )}
    </FieldShell>
  )
}
