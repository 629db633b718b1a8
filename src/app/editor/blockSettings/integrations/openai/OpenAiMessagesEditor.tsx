import type { OpenAiMessage } from '@/shared/bot/blocks'
import { createId } from '@/shared/ids'
import { ListEditor } from '../../fields/ListEditor'
import { OpenAiMessageCard } from './OpenAiMessageCard'

type OpenAiMessagesEditorProps = { value: OpenAiMessage[] | undefined; onChange: (value: OpenAiMessage[] | undefined) => void }

/** The messages of the chat completion, in order: system, user, assistant, or a whole dialogue from a list variable. */
export function OpenAiMessagesEditor({ value = [], onChange }: OpenAiMessagesEditorProps) {
  return (
    <ListEditor
      items={value}
      onChange={(messages) => onChange(messages.length > 0 ? messages : undefined)}
      itemLabel={(index) => `Message ${index + 1}`}
      create={(): OpenAiMessage => ({ id: createId(), role: value.length === 0 ? 'system' : 'user' })}
      addLabel="Add a message"
      emptyText="No message yet: add at least one user message."
      variant="cards"
      renderItem={(message, index, update, actions) => <OpenAiMessageCard message={message} name={`Message ${index + 1}`} onChange={update} actions={actions} />}
    />
  )
}
