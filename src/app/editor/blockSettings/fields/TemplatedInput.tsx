import { useRef } from 'react'
import { Input } from '@/app/ui/Input'
import { cx } from '@/app/ui/cx'
import { textOrUndefined } from '../blockUpdate'
import { VariableInsertButton } from '../pickers/VariableInsertButton'
import type { ControlProps } from '@/app/ui/FieldShell'
import { insertAtCaret, variableToken } from './insertAtCaret'
import { Textarea } from './Textarea'
import { useCaretRestore } from './useCaretRestore'

export type TemplatedInputProps = Partial<ControlProps> & {
  value: string | undefined
  /** Receives undefined when the text is emptied: the option is then absent (its default). */
  onChange: (value: string | undefined) => void
  placeholder?: string
  multiline?: boolean
  rows?: number
  /** Templated text: offers "Insert a variable", which writes `{{Name}}` at the caret. */
  withVariables?: boolean
  type?: 'text' | 'url' | 'email'
  'aria-label'?: string
  /** Id of a datalist of suggestions (single-line only). */
  list?: string
}

/** A text input or text box; templated ones get a variable button at their right. */
export function TemplatedInput({ value, onChange, multiline, rows = 3, withVariables, type = 'text', list, ...rest }: TemplatedInputProps) {
  const control = useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  const restoreCaret = useCaretRestore(control)
  const insertVariable = (name: string) => {
    const element = control.current
    const next = insertAtCaret(value ?? '', element?.selectionStart, element?.selectionEnd, variableToken(name))
    onChange(next.value)
    restoreCaret(next.caret)
  }
  const shared = {
    ...rest,
    ref: control,
    value: value ?? '',
    onChange: (event: { target: { value: string } }) => onChange(textOrUndefined(event.target.value)),
    className: cx(withVariables && 'pr-10'),
  }
  return (
    <div className="relative">
      {multiline ? <Textarea {...shared} rows={rows} /> : <Input {...shared} type={type} list={list} />}
      {withVariables && (
        <div className={cx('absolute right-0.5', multiline ? 'top-0.5' : 'top-1/2 -translate-y-1/2')}>
          <VariableInsertButton onPick={(variable) => insertVariable(variable.name)} />
        </div>
      )}
    </div>
  )
}
