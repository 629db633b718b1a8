import type { ReactNode } from 'react'
import { Bold, Italic, Link, Underline } from 'lucide-react'
import { cx, focusRing } from '@/app/ui/cx'
import type { Mark, Marks } from './richTextModel'

const markButtons: { mark: Mark; label: string; key: string; icon: ReactNode }[] = [
  { mark: 'bold', label: 'Bold', key: 'B', icon: <Bold aria-hidden className="size-4" /> },
  { mark: 'italic', label: 'Italic', key: 'I', icon: <Italic aria-hidden className="size-4" /> },
  { mark: 'underline', label: 'Underline', key: 'U', icon: <Underline aria-hidden className="size-4" /> },
]

/** The look of a toolbar button, pressed or not. */
export const toolbarButtonClass = (pressed?: boolean) =>
  cx(
    'inline-flex size-7 items-center justify-center rounded-md disabled:opacity-50',
    pressed ? 'bg-indigo-100 text-indigo-700 dark:bg-indigo-500/20 dark:text-indigo-300' : 'text-zinc-600 hover:bg-zinc-100 dark:text-zinc-400 dark:hover:bg-zinc-800',
    focusRing,
    'focus-visible:ring-offset-0',
  )

type RichTextToolbarProps = {
  editorId: string
  active: Marks
  onMark: (mark: Mark) => void
  /** Whether the selection is in a link, and whether the link row is open. */
  link: { active: boolean; open: boolean }
  onLink: () => void
  /** The variable button, which opens its own picker. */
  children: ReactNode
}

/** Bold, italic, underline (pressed when the selection has them), then link and variable. */
export function RichTextToolbar({ editorId, active, onMark, link, onLink, children }: RichTextToolbarProps) {
  return (
    <div role="toolbar" aria-label="Formatting" aria-controls={editorId} className="flex items-center gap-0.5 border-b border-zinc-200 px-1 py-1 dark:border-zinc-800">
      {markButtons.map(({ mark, label, key, icon }) => (
        <button
          key={mark}
          type="button"
          aria-label={label}
          title={`${label} (Ctrl+${key})`}
          aria-pressed={!!active[mark]}
          aria-keyshortcuts={`Control+${key} Meta+${key}`}
          // The editor keeps its selection: a click on the toolbar must not take the focus.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onMark(mark)}
          className={toolbarButtonClass(!!active[mark])}
        >
          {icon}
        </button>
      ))}
      <span aria-hidden className="mx-1 h-4 w-px bg-zinc-200 dark:bg-zinc-700" />
      <button
        type="button"
        aria-label="Link"
        title="Link (Ctrl+K)"
        aria-keyshortcuts="Control+K Meta+K"
        aria-pressed={link.active}
        aria-expanded={link.open}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onLink}
        className={toolbarButtonClass(link.active || link.open)}
      >
        <Link aria-hidden className="size-4" />
      </button>
      {children}
    </div>
  )
}
