import type { WaitBlock } from '@/shared/bot/blocks'
import { defaultWaitOptions } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../blockFormProps'
import { withOptions } from '../blockUpdate'
import { isSingleVariableToken } from '../fields/insertAtCaret'
import { Switch } from '@/app/ui/Switch'
import { TextField } from '../fields/TextField'

// Stored as templated text: a number, or text with variables that reads as one when the chat runs.
const waitError = (text: string | undefined) =>
  text && !text.includes('{{') && !isSingleVariableToken(text) && Number.isNaN(Number.parseFloat(text.replace(',', '.')))
    ? 'Seconds must be a number or a {{variable}}: as it is, the block will not wait.'
    : undefined

/** Wait: a delay before the next blocks, optionally pausing the chat until it is over. */
export function WaitForm({ block, onChange }: BlockFormProps<WaitBlock>) {
  const seconds = block.options?.secondsToWaitFor
  return (
    <>
      <TextField label="Seconds" value={seconds} onChange={(secondsToWaitFor) => onChange(withOptions(block, { secondsToWaitFor }))} placeholder="2" error={waitError(seconds)} withVariables />
      <Switch
        label="Pause the flow"
        checked={block.options?.shouldPause ?? defaultWaitOptions.shouldPause}
        onChange={(shouldPause) => onChange(withOptions(block, { shouldPause }))}
        hint="Off: the next blocks run at once and only their display is delayed. On: they run when the delay is over."
      />
    </>
  )
}
