import { useState } from 'react'
import { RotateCcw } from 'lucide-react'
import type { ResolvedTheme } from '@/shared/bot/theme'
import { Chat } from '@/chat'
import { usePreviewChatProps } from '@/app/editor/preview/previewChatProps'
import { Button } from '@/app/ui/Button'

type ThemePreviewProps = {
  botId: string
  /** The theme being edited, drawn at once (saved or not). */
  theme: ResolvedTheme
  /** Whether the saved theme has a progress bar: only a chat started with one gets progress. */
  savedProgressBar: boolean
  /** Whether the saved theme allows going back: the service checks the theme the chat started with. */
  savedBackButton: boolean
}

/**
 * The visitor's chat on the draft of `botId` (its own first messages and input), drawn with the
 * theme being edited. The chat keeps running as the theme changes; Restart begins a new one.
 */
export function ThemePreview({ botId, theme, savedProgressBar, savedBackButton }: ThemePreviewProps) {
  const { apiBase, token, scriptSandboxUrl } = usePreviewChatProps()
  const [run, setRun] = useState(0)
  return (
    <section aria-label="Preview" className="flex h-full flex-col overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <header className="flex items-center gap-2 border-b border-zinc-200 px-4 py-2 dark:border-zinc-800">
        <h3 className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">Preview</h3>
        <span className="truncate text-xs text-zinc-500 dark:text-zinc-400">the draft, as visitors will see it</span>
        <Button size="sm" variant="ghost" className="ml-auto" icon={<RotateCcw aria-hidden className="size-4" />} onClick={() => setRun((n) => n + 1)}>
          Restart
        </Button>
      </header>
      <div className="min-h-0 flex-1">
        <Chat
          key={`${run}:${savedProgressBar}:${savedBackButton}`}
          apiBase={apiBase}
          scriptSandboxUrl={scriptSandboxUrl}
          source={{ type: 'preview', botId, token }}
          themeOverride={theme}
          // Typing in the form must not lose the focus to the chat's input.
          autoFocus={false}
        />
      </div>
    </section>
  )
}
