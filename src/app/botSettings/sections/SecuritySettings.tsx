import { FormCard } from '../form/FormCard'
import { SwitchField } from '../form/SwitchField'
import { AllowedOriginsField } from './AllowedOriginsField'

/** Who may run the bot from where, and who may read it without signing in. */
export function SecuritySettings() {
  return (
    <FormCard title="Security" id="settings-security">
      <AllowedOriginsField />
      <SwitchField
        path="publicShare.isEnabled"
        label="Anyone with the bot's id may read its flow"
        hint="The API then answers GET /v1/bots/{id} without a token (read only). Off: only members of the workspace can."
      />
    </FormCard>
  )
}
