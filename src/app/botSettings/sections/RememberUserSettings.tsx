import { isRememberUserEnabled, rememberUserStorages, type Settings } from '@/shared/bot/settings'
import { Choice } from '../form/ChoiceField'
import { FormCard } from '../form/FormCard'
import { useField, useFormBinding } from '../form/FormBinding'
import { Switch } from '@/app/ui/Switch'

const storageLabels: Record<(typeof rememberUserStorages)[number], string> = {
  session: 'While the tab is open',
  local: 'On this device',
}

/**
 * Remember user and its legacy twin "new result on refresh" are one choice seen from two sides
 * (BLOCKS.md §4.10): changing either writes both, so older readers agree with newer ones.
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
    <FormCard title="Returning visitors" id="settings-remember" description="What happens when a visitor reloads the page or comes back later.">
      <Switch
        label="Remember visitors"
        checked={remember}
        onChange={setRemember}
        disabled={binding.disabled}
        hint="They continue the result they started (same answers and variables) instead of starting a new one."
      />
      <Choice
        label="Remember them"
        value={storage.shown}
        options={rememberUserStorages.map((value) => ({ value, label: storageLabels[value] }))}
        onChange={storage.set}
        disabled={binding.disabled || !remember}
      />
      <Switch
        label="New result on each refresh"
        checked={!remember}
        onChange={(isEnabled) => setRemember(!isEnabled)}
        disabled={binding.disabled}
        hint="The older name of the same choice, the other way round; kept in step for older clients."
      />
    </FormCard>
  )
}
