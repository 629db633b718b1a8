import type { ReturnBlock, StartBlock } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../blockFormProps'
import { hintClass } from '@/app/ui/FieldShell'

const notes: Record<(ReturnBlock | StartBlock)['type'], string> = {
  Return:
    'Goes back to where the flow left off: the block after the last Jump, or the input that was waiting when a command, a reply or an invalid reply event started this branch. Without such a place, it does nothing.',
  start: 'Marks where older bots began. The start event now does this; chats skip this block.',
}

/** Blocks without options: a line on what they do. */
export function NoOptionsNote({ block }: BlockFormProps<ReturnBlock | StartBlock>) {
  return <p className={hintClass}>{notes[block.type]}</p>
}
