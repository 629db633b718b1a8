import { useId, useRef, useState } from 'react'
import { TriangleAlert } from 'lucide-react'
import type { Bot } from '@/shared/bot/bot'
import { resolveTheme } from '@/shared/bot/theme'
import { FormCard } from '@/app/botSettings/form/FormCard'
import { cx, focusRing } from '@/app/ui/cx'
import { CopyButton } from '../CopyButton'
import { EmbedOptionsFields } from './EmbedOptionsFields'
import { embedSnippet, type EmbedMode, type EmbedOptions } from './embedSnippet'
import { JsApiNote } from './JsApiNote'

const modes: { mode: EmbedMode; label: string; what: string }[] = [
  { mode: 'standard', label: 'Standard', what: 'The chat inside your page, in a box of the size you choose.' },
  { mode: 'popup', label: 'Popup', what: 'The chat in a window over your page, opened by your page or after a delay.' },
  { mode: 'bubble', label: 'Bubble', what: 'A round button in the corner of your page that opens the chat.' },
]

/** Bubble colours start from the bot's own button colours, so the button matches the chat. */
function initialOptions(bot: Bot): EmbedOptions {
  const { buttons } = resolveTheme(bot.theme, bot.version).chat
  return {
    standard: { width: '100%', height: '600px' },
    popup: { autoShowDelay: null },
    bubble: { buttonColor: buttons.backgroundColor.toUpperCase(), iconColor: buttons.color.toUpperCase(), previewMessage: '', previewMessageDelay: 3 },
  }
}

/** The code that puts the bot on another website, in each of the three modes, with its options. */
export function EmbedCard({ bot, base }: { bot: Bot; base: string }) {
  const id = useId()
  const [mode, setMode] = useState<EmbedMode>('standard')
  const [options, setOptions] = useState(() => initialOptions(bot))
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const publicId = bot.publicId
  const snippet = publicId ? embedSnippet(mode, options, base, publicId) : ''
  const current = modes.find((entry) => entry.mode === mode)!

  // Arrow keys move between the tabs, as a tab list does.
  const onKeyDown = (event: React.KeyboardEvent) => {
    const index = modes.findIndex((entry) => entry.mode === mode)
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    const next = (index + step + modes.length) % modes.length
    setMode(modes[next].mode)
    tabs.current[next]?.focus()
  }

  return (
    <FormCard title="Embed on a website" id="share-embed" description="Paste this code into your page's HTML where the chat should appear (popup and bubble: anywhere in the body).">
      {!bot.publishedBotId && (
        <p className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200">
          <TriangleAlert aria-hidden className="size-4 shrink-0" />
          Not published yet: the embed shows the chat once you publish.
        </p>
      )}
      <div role="tablist" aria-label="Embed mode" className="flex gap-1 border-b border-zinc-200 dark:border-zinc-800" onKeyDown={onKeyDown}>
        {modes.map((entry, index) => (
          <button
            key={entry.mode}
            ref={(element) => {
              tabs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${id}-${entry.mode}`}
            aria-selected={entry.mode === mode}
            aria-controls={`${id}-panel`}
            tabIndex={entry.mode === mode ? 0 : -1}
            onClick={() => setMode(entry.mode)}
            className={cx(
              '-mb-px rounded-t-md border-b-2 px-3 py-2 text-sm font-medium',
              focusRing,
              entry.mode === mode ? 'border-indigo-600 text-zinc-900 dark:border-indigo-400 dark:text-zinc-50' : 'border-transparent text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100',
            )}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${mode}`} className="space-y-4">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{current.what}</p>
        <EmbedOptionsFields mode={mode} options={options} onChange={setOptions} />
        {publicId ? (
          <div className="overflow-hidden rounded-lg border border-zinc-200 dark:border-zinc-800">
            <div className="flex items-center justify-between gap-2 border-b border-zinc-200 bg-zinc-50 px-3 py-1.5 dark:border-zinc-800 dark:bg-zinc-800/60">
              <span className="text-xs font-medium text-zinc-600 dark:text-zinc-400">HTML</span>
              <CopyButton key={mode} text={snippet} what={`${current.label.toLowerCase()} embed code`} size="sm" />
            </div>
            <pre aria-label={`${current.label} embed code`} className="overflow-x-auto bg-zinc-950 p-3 text-xs leading-relaxed text-zinc-100">
              <code>{snippet}</code>
            </pre>
          </div>
        ) : (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Give the bot a public id first (above).</p>
        )}
        <JsApiNote />
      </div>
    </FormCard>
  )
}
