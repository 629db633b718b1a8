import { Check } from 'lucide-react'
import { resolveTheme, type Theme, type ThemeVersion } from '@/shared/bot/theme'
import { jsonEqual } from '@/shared/jsonEqual'
import { cx, focusRing } from '@/app/ui/cx'
import { themeTemplates, type ThemeTemplate } from './themeTemplates'

type TemplateGalleryProps = {
  selectedId: string | null
  theme: Theme
  version: ThemeVersion
  onApply: (template: ThemeTemplate) => void
  disabled: boolean
}

/** A small drawing of a template: its page, a bot bubble, an answer and a button, in its colours. */
function TemplateSwatch({ theme, version }: { theme: Theme; version: ThemeVersion }) {
  const { general, chat } = resolveTheme(theme, version)
  const radius = (corners: string) => ({ none: '0', medium: '6px', large: '10px', custom: '6px' })[corners]
  const bar = (part: typeof chat.hostBubbles, width: string) => ({
    background: part.backgroundColor,
    width,
    borderRadius: radius(part.border.roundeness),
    border: part.border.thickness > 0 ? `1px solid ${part.border.color}` : undefined,
  })
  return (
    <div aria-hidden className="flex h-20 flex-col justify-center gap-1.5 px-3" style={{ background: general.background.type === 'Color' ? general.background.content : '#e4e4e7' }}>
      <span className="block h-3" style={bar(chat.hostBubbles, '65%')} />
      <span className="block h-3 self-end" style={bar(chat.guestBubbles, '45%')} />
      <span className="block h-3.5 self-end" style={bar(chat.buttons, '30%')} />
    </div>
  )
}

/** The theme templates: picking one replaces the whole theme (its card then says "Selected"). */
export function TemplateGallery({ selectedId, theme, version, onApply, disabled }: TemplateGalleryProps) {
  return (
    <ul aria-label="Theme templates" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
      {themeTemplates.map((template) => {
        const isSelected = template.id === selectedId
        const isEdited = isSelected && !jsonEqual(template.theme, theme)
        return (
          <li key={template.id}>
            <button
              type="button"
              aria-pressed={isSelected}
              aria-label={`${template.name} template`}
              title={template.description}
              disabled={disabled}
              onClick={() => onApply(template)}
              className={cx(
                'group block w-full overflow-hidden rounded-xl border text-left transition-shadow disabled:cursor-not-allowed',
                isSelected ? 'border-indigo-500 ring-2 ring-indigo-500/30' : 'border-zinc-200 hover:shadow-md dark:border-zinc-800',
                focusRing,
              )}
            >
              <TemplateSwatch theme={template.theme} version={version} />
              <span className="flex items-center gap-1.5 border-t border-zinc-200 bg-white px-3 py-2 text-sm font-medium text-zinc-900 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100">
                {template.name}
                {isSelected && (
                  <span className="ml-auto flex items-center gap-1 text-xs font-normal text-indigo-700 dark:text-indigo-300">
                    <Check aria-hidden className="size-3.5" />
                    {isEdited ? 'Edited' : 'Selected'}
                  </span>
                )}
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
