import type { BotDiff, DiffKind } from '@/shared/bot/versionDiff'
import { cx } from '@/app/ui/cx'
import { markLabels } from './FlowCompareContext'

const tone: Record<DiffKind, string> = {
  added: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-300',
  removed: 'bg-red-100 text-red-900 dark:bg-red-500/15 dark:text-red-300',
  changed: 'bg-amber-100 text-amber-950 dark:bg-amber-400/15 dark:text-amber-200',
}

const Kind = ({ kind }: { kind: DiffKind }) => <span className={cx('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', tone[kind])}>{markLabels[kind]}</span>

const heading = 'px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400'

/** The changes of a comparison as a list: groups (a click shows one on the canvas), variables, links, theme and settings. */
export function ChangesList({ diff, onFocusGroup }: { diff: BotDiff; onFocusGroup: (groupId: string) => void }) {
  const others: { title: string; entries: { id: string; label: string; kind: DiffKind; fields: string[] }[] }[] = [
    { title: 'Variables', entries: diff.variables },
    { title: 'Links', entries: diff.edges },
    { title: 'Events', entries: diff.events },
  ]
  return (
    <div className="text-sm">
      <h3 className={heading}>Groups</h3>
      {diff.groups.length === 0 ? (
        <p className="px-3 text-zinc-600 dark:text-zinc-400">No group differs.</p>
      ) : (
        <ul aria-label="Changed groups" className="px-1">
          {diff.groups.map((group) => (
            <li key={group.id}>
              <button
                type="button"
                onClick={() => onFocusGroup(group.id)}
                className="flex w-full items-start gap-2 rounded-lg px-2 py-1.5 text-left outline-none hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-indigo-500 dark:hover:bg-zinc-800"
              >
                <Kind kind={group.kind} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-zinc-900 dark:text-zinc-100">{group.title || 'Untitled group'}</span>
                  {group.kind === 'changed' && (
                    <span className="block text-xs text-zinc-600 dark:text-zinc-400">
                      {group.fields.filter((field) => field !== 'blocks').join(', ')}
                      {group.blocks.length > 0 && `${group.fields.length > 1 ? ', ' : ''}${group.blocks.length} block${group.blocks.length === 1 ? '' : 's'} (${group.blocks.map((block) => `${block.type} ${markLabels[block.kind].toLowerCase()}`).join(', ')})`}
                    </span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {others.map(
        ({ title, entries }) =>
          entries.length > 0 && (
            <section key={title} aria-label={title}>
              <h3 className={heading}>{title}</h3>
              <ul className="space-y-1 px-3">
                {entries.map((entry) => (
                  <li key={entry.id} className="flex items-start gap-2">
                    <Kind kind={entry.kind} />
                    <span className="min-w-0 flex-1 break-words text-zinc-800 dark:text-zinc-200">
                      {entry.label}
                      {entry.fields.length > 0 && <span className="text-xs text-zinc-600 dark:text-zinc-400"> ({entry.fields.join(', ')})</span>}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ),
      )}
      {(['theme', 'settings'] as const).map(
        (part) =>
          diff[part].length > 0 && (
            <section key={part} aria-label={part === 'theme' ? 'Theme' : 'Settings'}>
              <h3 className={heading}>{part === 'theme' ? 'Theme' : 'Settings'}</h3>
              <ul className="space-y-0.5 px-3 font-mono text-xs text-zinc-700 dark:text-zinc-300">
                {diff[part].map((path) => (
                  <li key={path}>{path}</li>
                ))}
              </ul>
            </section>
          ),
      )}
    </div>
  )
}
