import type { JumpBlock } from '@/shared/bot/blocks'
import { useBlockSettings } from '../BlockSettingsContext'
import type { BlockFormProps } from '../blockFormProps'
import { withOptions } from '../blockUpdate'
import { FieldShell, hintClass } from '@/app/ui/FieldShell'
import { Combobox } from '../pickers/Combobox'
import { describeBlock } from './describeBlock'
import { GroupPicker } from './GroupPicker'

/** Jump: the group to go to, and optionally the block of that group to start at. */
export function JumpForm({ block, onChange }: BlockFormProps<JumpBlock>) {
  const { groups, blockId } = useBlockSettings()
  const groupId = block.options?.groupId
  const target = groups.find((group) => group.id === groupId)
  const startBlock = target?.blocks.find((each) => each.id === block.options?.blockId)
  return (
    <>
      <GroupPicker
        label="Group"
        groups={groups}
        value={groupId}
        // Another group's blocks mean nothing here: the block is reset with the group.
        onChange={(next) => onChange(withOptions(block, { groupId: next, blockId: undefined }))}
        placeholder="Select a group"
        note={(group) => (group.blocks.some((each) => each.id === blockId) ? 'this group' : undefined)}
      />
      {target && (
        <FieldShell label="Start at" hint="Empty: the first block of the group.">
          {(control) => (
            <Combobox
              {...control}
              value={block.options?.blockId}
              valueLabel={startBlock ? describeBlock(startBlock, target.blocks.indexOf(startBlock)) : block.options?.blockId && 'Block not found'}
              placeholder="First block"
              options={target.blocks.filter((each) => each.id !== blockId).map((each) => ({ id: each.id, label: describeBlock(each, target.blocks.indexOf(each)) }))}
              onChange={(next) => onChange(withOptions(block, { blockId: next }))}
              searchLabel="Search blocks"
              emptyText="This group has no other block."
              clearLabel="First block"
            />
          )}
        </FieldShell>
      )}
      <p className={hintClass}>A Return block in the target goes back to the block after this one.</p>
    </>
  )
}
