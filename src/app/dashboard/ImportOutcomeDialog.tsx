import { Link } from 'react-router'
import { Button } from '@/app/ui/Button'
import { Dialog, DialogActions } from '@/app/ui/Dialog'
import type { ImportOutcome } from './useBotFileImport'

/** After an import with blocks our engine skips: which blocks, in which group, and why. */
export function ImportOutcomeDialog({ outcome, onClose }: { outcome: ImportOutcome | null; onClose: () => void }) {
  return (
    <Dialog
      open={outcome !== null}
      onClose={onClose}
      title={`Imported “${outcome?.name}”, with blocks that will not run`}
      description="The bot was imported whole, but when it runs these blocks are skipped. Replace them in the editor before you publish."
    >
      <ul className="max-h-72 divide-y divide-zinc-200 overflow-y-auto rounded-lg border border-zinc-200 text-sm dark:divide-zinc-800 dark:border-zinc-800">
        {outcome?.unsupportedBlocks.map((block) => (
          <li key={block.blockId} className="px-3 py-2">
            <p className="font-medium text-zinc-900 dark:text-zinc-100">
              {block.type} <span className="font-normal text-zinc-500 dark:text-zinc-400">in “{block.groupTitle}”</span>
            </p>
            <p className="text-zinc-600 dark:text-zinc-400">{block.reason}</p>
          </li>
        ))}
      </ul>
      <DialogActions>
        <Button onClick={onClose} data-autofocus>
          Close
        </Button>
        {outcome && (
          <Link
            to={`/bots/${outcome.botId}/flow`}
            className="inline-flex h-9 items-center rounded-lg bg-indigo-600 px-3.5 text-sm font-medium text-white hover:bg-indigo-500 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none dark:focus-visible:ring-offset-zinc-900"
          >
            Open the bot
          </Link>
        )}
      </DialogActions>
    </Dialog>
  )
}
