import { defaultAbandonIdleMinutes, type BotEvent } from '@/shared/bot/event'
import { Field, Input, Select } from '@/app/ui/Input'
import { BlockIcon } from '../blocks/BlockIcon'
import { eventCatalog } from '../blocks/blockCatalog'
import { updateEventOptions } from '../commands/events/updateEvent'
import { useEditorStore, useEditorStoreApi } from '../store/EditorStoreContext'
import { SidePanelFrame } from './SidePanelFrame'

type ReplyOptions = NonNullable<Extract<BotEvent, { type: 'reply' }>['options']>
const replyFields: { key: keyof ReplyOptions; label: string }[] = [
  { key: 'contentVariableId', label: 'Save the message in' },
  { key: 'inputTypeVariableId', label: 'Save the kind of input in' },
  { key: 'inputNameVariableId', label: 'Save the input’s group title in' },
]

const withoutEmpty = <T extends object>(options: T) => Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined && value !== '')) as T

/** The options of a command, reply, invalid-reply, conversation-end or abandon event (the start event has none). */
export function EventSidePanel({ eventId }: { eventId: string }) {
  const store = useEditorStoreApi()
  const event = useEditorStore((state) => state.doc.events.find((candidate) => candidate.id === eventId))
  const variables = useEditorStore((state) => state.doc.variables)
  const readOnly = useEditorStore((state) => state.env.readOnly)
  if (!event || event.type === 'start') return null
  const set = (options: Record<string, unknown>) =>
    store.getState().commit('Edit event', (doc) => updateEventOptions(doc, { eventId, options: withoutEmpty({ ...event.options, ...options }) }), { coalesceKey: `event:${eventId}` })
  return (
    <SidePanelFrame
      label="Event settings"
      onClose={() => store.getState().openSidePanel(null)}
      title={
        <>
          <BlockIcon type={event.type} />
          <h2 className="text-sm font-semibold text-zinc-900 dark:text-zinc-50">{eventCatalog[event.type].label} event</h2>
        </>
      }
    >
      <fieldset disabled={readOnly} className="space-y-4 p-4">
        {event.type === 'conversationEnd' ? (
          <p className="text-sm text-zinc-700 dark:text-zinc-200">
            Runs on the server once, when a visitor’s conversation reaches its end: send the transcript by email, call a webhook. The visitor sees nothing of it; its
            logs are kept with the result.
          </p>
        ) : event.type === 'abandon' ? (
          <Field
            label="Idle minutes"
            hint="Runs on the server once the chat waits this long without a message from the visitor (tab closed or not). Runs again only after the visitor writes again."
          >
            {(id, hintId) => (
              <Input
                id={id}
                type="number"
                min={0.05}
                step="any"
                aria-describedby={hintId}
                value={event.options?.idleMinutes ?? ''}
                placeholder={String(defaultAbandonIdleMinutes)}
                onChange={(change) => {
                  const minutes = Number.parseFloat(change.target.value)
                  set({ idleMinutes: Number.isFinite(minutes) && minutes >= 0.05 ? minutes : undefined })
                }}
              />
            )}
          </Field>
        ) : event.type === 'command' ? (
          <Field label="Command" hint="Runs this branch when a visitor's client sends this command.">
            {(id, hintId) => (
              <Input id={id} aria-describedby={hintId} value={event.options?.command ?? ''} placeholder="help" onChange={(change) => set({ command: change.target.value })} />
            )}
          </Field>
        ) : (
          replyFields.map((field) => (
            <Field key={field.key} label={field.label}>
              {(id) => (
                <Select id={id} className="w-full" value={(event.options as ReplyOptions | undefined)?.[field.key] ?? ''} onChange={(change) => set({ [field.key]: change.target.value })}>
                  <option value="">No variable</option>
                  {variables.map((variable) => (
                    <option key={variable.id} value={variable.id}>
                      {variable.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          ))
        )}
        <p className="text-xs text-zinc-500 dark:text-zinc-400">Connect the event’s output to the group its branch starts with.</p>
      </fieldset>
    </SidePanelFrame>
  )
}
