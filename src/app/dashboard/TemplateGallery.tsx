import { FilePlus2 } from 'lucide-react'
import { cx } from '@/app/ui/cx'
import { botTemplates, type BotTemplate } from './templates'

type TemplateGalleryProps = { selected: BotTemplate | null; onSelect: (template: BotTemplate | null) => void }

/** Blank or a starter template, as radio cards (arrow keys move between them). */
export default function TemplateGallery({ selected, onSelect }: TemplateGalleryProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <Choice checked={selected === null} onChange={() => onSelect(null)} icon={<FilePlus2 aria-hidden className="size-6 text-zinc-500" />} title="Blank" description="An empty flow with only a start." />
      {botTemplates.map((template) => (
        <Choice
          key={template.id}
          checked={selected?.id === template.id}
          onChange={() => onSelect(template)}
          icon={<span aria-hidden className="text-2xl leading-none">{template.icon}</span>}
          title={template.name}
          description={template.description}
        />
      ))}
    </div>
  )
}

type ChoiceProps = { checked: boolean; onChange: () => void; icon: React.ReactNode; title: string; description: string }

function Choice({ checked, onChange, icon, title, description }: ChoiceProps) {
  return (
    <label
      className={cx(
        'flex cursor-pointer gap-3 rounded-xl border p-3 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500',
        checked
          ? 'border-indigo-500 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-500/10'
          : 'border-zinc-200 hover:border-zinc-300 dark:border-zinc-700 dark:hover:border-zinc-600',
      )}
    >
      <input type="radio" name="template" className="sr-only" checked={checked} onChange={onChange} />
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white shadow-sm dark:bg-zinc-800">{icon}</span>
      <span className="min-w-0">
        <span className="block text-sm font-semibold text-zinc-900 dark:text-zinc-100">{title}</span>
        <span className="mt-0.5 block text-xs text-zinc-600 dark:text-zinc-400">{description}</span>
      </span>
    </label>
  )
}
