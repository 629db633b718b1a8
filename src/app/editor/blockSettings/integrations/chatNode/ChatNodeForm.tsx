import { type ChatNodeBlock, chatNodeDefaultBaseUrl, chatNodeResponseItems, chatNodeSendMessageAction, runsPluginAction } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../../blockFormProps'
import { withOptions } from '../../blockUpdate'
import { Section } from '../../fields/Section'
import { TextField } from '../../fields/TextField'
import { ApiKeyAccount } from '../plugin/ApiKeyAccount'
import { OtherActionNote } from '../plugin/OtherActionNote'
import { SavedValues } from '../plugin/SavedValues'

type Options = NonNullable<ChatNodeBlock['options']>

/** ChatNode: the account, the bot asked, the thread to go on with, the message, and what is saved. */
export function ChatNodeForm({ block, onChange }: BlockFormProps<ChatNodeBlock>) {
  const options = block.options
  const set = (patch: Partial<Options>) => onChange(withOptions(block, patch))
  if (!runsPluginAction(block, [chatNodeSendMessageAction])) return <OtherActionNote block={block} action={options?.action} runs={[chatNodeSendMessageAction]} />
  return (
    <>
      <ApiKeyAccount type="chat-node" service="ChatNode" value={options?.credentialsId} onChange={(credentialsId) => set({ credentialsId })} defaultAddress={chatNodeDefaultBaseUrl} />
      <TextField label="Bot ID" value={options?.botId} onChange={(botId) => set({ botId })} placeholder="68c052c5c3680f63" hint="The end of your bot’s URL in ChatNode’s dashboard." withVariables />
      <TextField label="Message" multiline rows={3} value={options?.message} onChange={(message) => set({ message })} placeholder="{{Question}}" withVariables />
      <TextField
        label="Thread ID"
        value={options?.threadId}
        onChange={(threadId) => set({ threadId })}
        placeholder="{{Thread}}"
        hint="Remembers the conversation: empty starts a new thread. Save its ID below to go on with it."
        withVariables
      />
      <Section title="Save the response">
        <SavedValues value={options?.responseMapping} onChange={(responseMapping) => set({ responseMapping })} choices={chatNodeResponseItems} idPrefix={block.id} />
      </Section>
    </>
  )
}
