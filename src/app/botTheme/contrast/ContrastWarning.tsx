import { TriangleAlert } from 'lucide-react'
import { AA_TEXT_RATIO } from '@/shared/bot/theme/contrast'
import { useField } from '@/app/botSettings/form/FormBinding'
import { Button } from '@/app/ui/Button'
import { formatRatio, useContrastCheck } from './ThemeContrast'

/**
 * Under a part's colours: says when its text falls below WCAG AA on its background, with the ratio,
 * and offers the nearest text colour that passes, or the nearest background where the part has its
 * own opaque one (a brand colour keeps its hue, only darker or lighter). A live region, so the warning is heard as a colour
 * is changed.
 */
export function ContrastWarning({ base }: { base: string }) {
  const check = useContrastCheck(base)
  const text = useField<string>(`${base}.color`)
  const background = useField<string>(`${base}.backgroundColor`)
  return (
    <div aria-live="polite">
      {check && !check.passes && (
        <div className="space-y-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-600/25 ring-inset dark:bg-amber-500/10 dark:text-amber-200 dark:ring-amber-400/30">
          <p className="flex items-start gap-2">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              Text contrast {formatRatio(check.ratio)} is below {AA_TEXT_RATIO}:1 (WCAG AA): many visitors will struggle to read it.
            </span>
          </p>
          <div className="flex flex-wrap gap-2 sm:pl-6">
            <Button size="sm" disabled={text.disabled} onClick={() => text.set(check.readableText)}>
              <Swatch color={check.readableText} />
              Use readable text {check.readableText}
            </Button>
            {check.readableBackground && (
              <Button size="sm" disabled={background.disabled} onClick={() => background.set(check.readableBackground)}>
                <Swatch color={check.readableBackground} />
                Use readable background {check.readableBackground}
              </Button>
            )}
          </div>
        </div>
      )}
    </div>
  )
}

const Swatch = ({ color }: { color: string }) => <span aria-hidden className="size-3.5 rounded-full border border-zinc-400" style={{ background: color }} />

/** Beside a closed card's title: the same warning in two words, so it is seen without opening the card. */
export function ContrastSummary({ base }: { base: string }) {
  const check = useContrastCheck(base)
  if (!check || check.passes) return null
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 font-medium text-amber-900 ring-1 ring-amber-600/25 ring-inset dark:bg-amber-500/10 dark:text-amber-200 dark:ring-amber-400/30">
      <TriangleAlert aria-hidden className="size-3.5" />
      Low contrast {formatRatio(check.ratio)}
    </span>
  )
}
