import { useQuery } from '@tanstack/react-query'
import type { BotLinkBlock } from '@/shared/bot/blocks'
import { currentBotLinkId, defaultBotLinkOptions } from '@/shared/bot/blocks'
import { botQueryOptions } from '@/app/bot/api/useBotQuery'
import { botsQueryOptions } from '@/app/dashboard/api/useBotsQuery'
import { useBlockSettings } from '../BlockSettingsContext'
import type { BlockFormProps } from '../blockFormProps'
import { withOptions } from '../blockUpdate'
import { FieldShell } from '@/app/ui/FieldShell'
import { Switch } from '@/app/ui/Switch'
import { Combobox } from '../pickers/Combobox'
import { GroupPicker } from './GroupPicker'

/** Bot link: another bot of the workspace (or this one), where to enter it, and whether results merge. */
export function BotLinkForm({ block, onChange }: BlockFormProps<BotLinkBlock>) {
  const { botId: ownId, workspaceId, groups: ownGroups } = useBlockSettings()
  const targetId = block.options?.botId
  const isCurrent = targetId === currentBotLinkId || targetId === ownId
  // A guest may not list the workspace's bots: the picker then shows the id it has, without a toast.
  const bots = useQuery({ ...botsQueryOptions(workspaceId), meta: { errorToast: false } })
  const target = useQuery({ ...botQueryOptions(targetId ?? ''), enabled: !!targetId && !isCurrent, meta: { errorToast: false } })
  const groups = isCurrent ? ownGroups : (target.data?.bot.groups ?? [])
  const others = (bots.data ?? []).filter((bot) => bot.id !== ownId)
  const named = others.find((bot) => bot.id === targetId)?.name
  const valueLabel = targetId === undefined ? undefined : isCurrent ? 'This bot' : (named ?? (bots.isPending ? 'Loading…' : 'Bot not found'))
  return (
    <>
      <FieldShell label="Bot" hint={target.isError ? 'This bot cannot be opened: it may have been deleted.' : undefined}>
        {(control) => (
          <Combobox
            {...control}
            value={targetId}
            valueLabel={valueLabel}
            placeholder={bots.isPending ? 'Loading bots…' : 'Select a bot'}
            options={[{ id: currentBotLinkId, label: 'This bot' }, ...others.map((bot) => ({ id: bot.id, label: bot.name || 'Untitled bot' }))]}
            // A group of the previous bot means nothing in the new one.
            onChange={(botId) => onChange(withOptions(block, { botId, groupId: undefined }))}
            searchLabel="Search bots"
            emptyText="No bot of this workspace matches."
          />
        )}
      </FieldShell>
      {targetId !== undefined && (
        <GroupPicker
          label="Group"
          groups={groups}
          value={block.options?.groupId}
          onChange={(groupId) => onChange(withOptions(block, { groupId }))}
          placeholder="Where its start leads"
          hint="Empty: the linked bot starts from its beginning."
          loading={!isCurrent && target.isPending}
        />
      )}
      <Switch
        label="Merge results"
        checked={isCurrent || (block.options?.mergeResults ?? defaultBotLinkOptions.mergeResults)}
        disabled={isCurrent}
        onChange={(mergeResults) => onChange(withOptions(block, { mergeResults }))}
        hint={
          isCurrent
            ? 'Always on within the same bot.'
            : 'On: one result with the answers of both bots, and variables shared back. Off: the linked bot keeps a result of its own.'
        }
      />
    </>
  )
}
