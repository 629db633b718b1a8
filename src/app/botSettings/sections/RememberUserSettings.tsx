import { isRememberUserEnabled, rememberUserStorages, type Settings } from '@/shared/bot/settings'
import { Choice } from '../form/ChoiceField'
import { FormCard } from '../form/FormCard'
import { useField, useFormBinding } from '../form/FormBinding'
import { settingsSections } from '../settingsSections'
import { Switch } from '@/app/ui/Switch'

const storageLabels: Record<(typeof rememberUserStorages)[number], string> = {
  session: 'Until the tab is closed',
  local: 'On this device, also later',
}

/**
 * One switch for "remember visitors". It also writes the legacy "new result on each refresh"
 * flag, its inverse (BLOCKS.md §4.10), so older chat clients agree; owners never see that twin.
 */
export function RememberUserSettings() {
  const binding = useFormBinding()
  const general = useField<Settings['general']>('general')
  const storage = useField<(typeof rememberUserStorages)[number]>('general.rememberUser.storage')
  const remember = isRememberUserEnabled({ general: general.stored })
  const setRemember = (isEnabled: boolean) => {
    binding.set('general.rememberUser.isEnabled', isEnabled)
    binding.set('general.isNewResultOnRefreshEnabled', !isEnabled)
  }
  return (
    <FormCard {...settingsSections.remember}>
      <Switch
        label="Remember visitors"
        checked={remember}
        onChange={setRemember}
        disabled={binding.disabled}
        hint="A visitor who reloads the page or comes back picks up the conversation where they left it, with their answers. Off: every visit starts a new conversation."
      />
      <Choice
        label="Remember them"
        value={storage.shown}
        options={rememberUserStorages.map((value) => ({ value, label: storageLabels[value] }))}
        onChange={storage.set}
        disabled={binding.disabled || !remember}
        hint={remember ? 'Until the tab is closed: a reload keeps the conversation. On this device: it also survives closing the browser.' : 'Turn on “Remember visitors” to choose this.'}
      />
    </FormCard>
  )
}
