import { FormCard } from '../form/FormCard'
import { SwitchField } from '../form/SwitchField'
import { settingsSections } from '../settingsSections'

/** Switches that change what the chat and its page do, whatever the flow. */
export function GeneralSettings() {
  return (
    <FormCard {...settingsSections.general}>
      <SwitchField path="general.isBrandingEnabled" label="Show the “Made with” badge" hint="A small link to the builder under your chat." />
      <SwitchField
        path="general.isInputPrefillEnabled"
        label="Fill in answers the bot already knows"
        hint="A question starts with the answer the bot already has, for example a name passed in the page’s link. Visitors can still change it."
      />
      <SwitchField
        path="general.isHideQueryParamsEnabled"
        label="Hide passed-in values from the address bar"
        hint="When your page’s link carries values for the bot (such as ?name=Ada), the chat page removes them from the address bar once read, so visitors don’t see or share them."
      />
    </FormCard>
  )
}
