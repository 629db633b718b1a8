import { FormCard } from '../form/FormCard'
import { SwitchField } from '../form/SwitchField'

/** Switches that change what the chat and its page do, whatever the flow. */
export function GeneralSettings() {
  return (
    <FormCard title="General" id="settings-general">
      <SwitchField path="general.isBrandingEnabled" label="Show the “Made with” badge" hint="A small link to the builder under the chat." />
      <SwitchField
        path="general.isInputPrefillEnabled"
        label="Prefill inputs"
        hint="An input starts with the value its variable already holds, for example one passed in the page's address."
      />
      <SwitchField
        path="general.isHideQueryParamsEnabled"
        label="Hide query parameters"
        hint="The public page removes the parameters that prefill variables from the address bar once it has read them."
      />
    </FormCard>
  )
}
