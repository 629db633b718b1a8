import type { ReactNode } from 'react'
import { cx } from './cx'
import { Menu, useMenu } from './Menu'

// A short, varied set that reads well as a workspace or bot icon.
const emojis = [
  '🤖', '💬', '🧠', '✨', '🚀', '🎯', '📣', '🛒', '🎧', '📚', '🩺', '🏠',
  '💼', '📈', '🧾', '🎓', '🍕', '✈️', '🐶', '🌱', '⚡', '🔒', '❤️', '⭐',
  '🎁', '🧩', '🛠️', '📅', '📞', '👋', '😀', '🔥', '🌍', '💡', '🎨', '🏆',
]

type EmojiPickerProps = {
  label: string
  trigger: ReactNode
  triggerClassName?: string
  onPick: (emoji: string | null) => void
  /** Offers "Remove icon" when an icon is set. */
  canRemove?: boolean
}

/** A grid of emojis in a menu: arrows move, Enter picks, Esc closes. */
export function EmojiPicker({ label, trigger, triggerClassName, onPick, canRemove }: EmojiPickerProps) {
  return (
    <Menu label={label} trigger={trigger} triggerClassName={triggerClassName} align="start" menuClassName="w-72 p-2">
      <div className="grid grid-cols-6 gap-1">
        {emojis.map((emoji) => (
          <EmojiItem key={emoji} onPick={() => onPick(emoji)} label={emoji}>
            <span className="text-xl leading-none">{emoji}</span>
          </EmojiItem>
        ))}
      </div>
      {canRemove && (
        <div className="mt-2 border-t border-zinc-200 pt-2 dark:border-zinc-800">
          <EmojiItem onPick={() => onPick(null)} label="Remove icon" wide>
            Remove icon
          </EmojiItem>
        </div>
      )}
    </Menu>
  )
}

function EmojiItem({ onPick, label, wide, children }: { onPick: () => void; label: string; wide?: boolean; children: ReactNode }) {
  const { close } = useMenu()
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      aria-label={label}
      onClick={() => {
        close()
        onPick()
      }}
      className={cx(
        'flex h-10 items-center justify-center rounded-lg outline-none hover:bg-zinc-100 focus:bg-indigo-50 focus:ring-2 focus:ring-indigo-500 dark:hover:bg-zinc-800 dark:focus:bg-indigo-500/20',
        wide && 'w-full text-sm text-zinc-700 dark:text-zinc-300',
      )}
    >
      {children}
    </button>
  )
}
