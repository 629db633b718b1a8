import type { NumberOrVariable } from '@/shared/bot/blocks'
import { NumberOrVariableField } from '../../fields/NumberFields'
import { Section } from '../../fields/Section'
import { TextField } from '../../fields/TextField'

type ModelAdvancedSectionProps = {
  baseUrl: string | undefined
  defaultBaseUrl: string
  baseUrlHint: string
  temperature: NumberOrVariable | undefined
  onBaseUrlChange: (baseUrl: string | undefined) => void
  onTemperatureChange: (temperature: NumberOrVariable | undefined) => void
}

/** The advanced settings of a model block: the address it is asked at, and its temperature. */
export function ModelAdvancedSection({ baseUrl, defaultBaseUrl, baseUrlHint, temperature, onBaseUrlChange, onTemperatureChange }: ModelAdvancedSectionProps) {
  return (
    <Section title="Advanced" collapsible>
      <TextField label="Base URL" type="url" value={baseUrl} onChange={onBaseUrlChange} placeholder={defaultBaseUrl} hint={baseUrlHint} />
      <NumberOrVariableField
        label="Temperature"
        value={temperature}
        onChange={onTemperatureChange}
        placeholder="Model default"
        hint="0 gives steady answers, higher values more varied ones; a {{variable}} is allowed."
      />
    </Section>
  )
}
