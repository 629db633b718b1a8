import type { Group } from '@/shared/bot/group'
import { FieldShell } from '@/app/ui/FieldShell'
import { isSingleVariableToken } from '../fields/insertAtCaret'
import { Combobox } from '../pickers/Combobox'

type GroupPickerProps = {
  label: string
  groups: readonly Group[]
  value: string | undefined
  onChange: (groupId: string | undefined) => void
  placeholder: string
  hint?: string
  /** Marks a group, e.g. the one holding the block. */
  note?: (group: Group) => string | undefined
  loading?: boolean
}

/** Picks a group by title (type to search), or takes a `{{Variable}}` holding a group title. */
export function GroupPicker({ label, groups, value, onChange, placeholder, hint, note, loading }: GroupPickerProps) {
  const selected = groups.find((group) => group.id === value)
  const valueLabel = value === undefined ? undefined : (selected?.title ?? (isSingleVariableToken(value) ? `Group titled ${value}` : 'Group not found'))
  return (
    <FieldShell label={label} hint={hint}>
      {(control) => (
        <Combobox
          {...control}
          value={value}
          valueLabel={valueLabel}
          placeholder={loading ? 'Loading groups…' : placeholder}
          options={groups.map((group) => ({ id: group.id, label: group.title || 'Untitled group', hint: note?.(group) }))}
          onChange={onChange}
          searchLabel="Search groups"
          emptyText="No group matches. Type {{Variable}} to use a group title held in a variable."
          create={{ label: (query) => `Use the group titled ${query}`, onCreate: onChange, accepts: isSingleVariableToken }}
          clearLabel="None"
        />
      )}
    </FieldShell>
  )
}
