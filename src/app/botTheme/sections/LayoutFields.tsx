import { SwitchField } from '@/app/botSettings/form/SwitchField'
import { TextField } from '@/app/botSettings/form/TextField'

/**
 * How the conversation is laid out (issue 14): focused mode shows one question at a time, and the
 * back button lets the visitor change the previous answer where the flow allows it.
 */
export function LayoutFields() {
  return (
    <>
      <SwitchField
        path="chat.focusedMode.isEnabled"
        label="One question at a time (focused mode)"
        hint="Earlier messages and answers fade away: the visitor sees only the current question. Turning it on also shows the back button unless you turn that off."
      />
      <SwitchField
        path="chat.backButton.isEnabled"
        label="Back button"
        hint="Lets the visitor go back and change their last answer. Not offered once the flow has done something that cannot be undone after it (an HTTP request, an email, a script, a redirect, a payment…)."
      />
      <TextField path="chat.backButton.label" label="Back button text" />
    </>
  )
}
