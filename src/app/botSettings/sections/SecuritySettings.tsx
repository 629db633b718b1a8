import { FormCard } from '../form/FormCard'
import { SwitchField } from '../form/SwitchField'
import { settingsSections } from '../settingsSections'
import { AllowedOriginsField } from './AllowedOriginsField'

/** Who may run the bot from where, and who may read it without signing in. */
export function SecuritySettings() {
  return (
    <FormCard {...settingsSections.security}>
      <AllowedOriginsField />
      <SwitchField
        path="publicShare.isEnabled"
        label="Let anyone with the bot’s ID view how it is built"
        hint="People outside your workspace can then read this bot’s flow, texts and settings, without signing in and without changing anything; visitors’ answers stay private. Off: only members of this workspace."
      />
    </FormCard>
  )
}
