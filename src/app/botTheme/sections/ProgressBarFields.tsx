import { progressBarPlacements, progressBarPositions } from '@/shared/bot/theme'
import { ChoiceField } from '@/app/botSettings/form/ChoiceField'
import { FieldRow } from '@/app/botSettings/form/FormCard'
import { NumberField } from '@/app/botSettings/form/NumberField'
import { SwitchField } from '@/app/botSettings/form/SwitchField'
import { ColorField } from '../fields/ColorField'

const positionLabels: Record<(typeof progressBarPositions)[number], string> = { absolute: 'Inside the chat', fixed: 'Fixed to the window' }

/** The bar that shows how far through the flow the visitor is. */
export function ProgressBarFields() {
  return (
    <>
      <SwitchField path="general.progressBar.isEnabled" label="Show a progress bar" hint="The preview restarts once this is saved, to get its progress from the service." />
      <FieldRow>
        <ColorField path="general.progressBar.color" label="Bar colour" />
        <ColorField path="general.progressBar.backgroundColor" label="Track colour" />
      </FieldRow>
      <FieldRow>
        <ChoiceField path="general.progressBar.placement" label="Placement" options={progressBarPlacements.map((value) => ({ value, label: value }))} />
        <ChoiceField path="general.progressBar.position" label="Position" options={progressBarPositions.map((value) => ({ value, label: positionLabels[value] }))} />
      </FieldRow>
      <FieldRow>
        <NumberField path="general.progressBar.thickness" label="Thickness" unit="px" min={0} />
      </FieldRow>
    </>
  )
}
