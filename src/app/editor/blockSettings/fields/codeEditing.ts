/** Text edits of the code editor, pure so they are tested without a DOM. */

export const indentUnit = '  '

export type TextEdit = { value: string; selectionStart: number; selectionEnd: number }

/** Tab: two spaces in place of the selection. */
export const indent = (value: string, start: number, end: number): TextEdit => {
  const caret = start + indentUnit.length
  return { value: value.slice(0, start) + indentUnit + value.slice(end), selectionStart: caret, selectionEnd: caret }
}

/** Shift+Tab: removes up to two leading spaces of the caret's line. */
export function outdent(value: string, start: number, end: number): TextEdit {
  const lineStart = value.lastIndexOf('\n', start - 1) + 1
  const removed = value.slice(lineStart, lineStart + indentUnit.length).match(/^ {0,2}/)![0].length
  const shift = (position: number) => Math.max(lineStart, position - removed)
  return { value: value.slice(0, lineStart) + value.slice(lineStart + removed), selectionStart: shift(start), selectionEnd: shift(end) }
}

/** Enter: a new line indented like the caret's line. */
export function newLineKeepingIndent(value: string, start: number, end: number): TextEdit {
  const lineStart = value.lastIndexOf('\n', start - 1) + 1
  const indentation = value.slice(lineStart).match(/^[ \t]*/)![0]
  const text = `\n${indentation}`
  const caret = start + text.length
  return { value: value.slice(0, start) + text + value.slice(end), selectionStart: caret, selectionEnd: caret }
}
