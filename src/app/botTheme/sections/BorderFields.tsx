import { borderRoundnesses } from '@/shared/bot/theme'
import { FieldRow } from '@/app/botSettings/form/FormCard'
import { useField } from '@/app/botSettings/form/FormBinding'
import { NumberField } from '@/app/botSettings/form/NumberField'
import { SelectField } from '@/app/botSettings/form/SelectField'
import { ColorField } from '../fields/ColorField'
import { OpacityField } from '../fields/OpacityField'

const roundnessLabels: Record<(typeof borderRoundnesses)[number], string> = {
  none: 'Square',
  medium: 'Rounded',
  large: 'Very rounded',
  custom: 'Custom radius',
}

/** The border of one part: thickness, colour, opacity and roundness (a custom radius in pixels). */
export function BorderFields({ base }: { base: string }) {
  const roundness = useField<string>(`${base}.border.roundeness`)
  return (
    <fieldset className="space-y-4 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
      <legend className="px-1 text-xs font-semibold text-zinc-500 uppercase dark:text-zinc-400">Border</legend>
      <FieldRow>
        <NumberField path={`${base}.border.thickness`} label="Thickness" unit="px" min={0} />
        <ColorField path={`${base}.border.color`} label="Border colour" />
      </FieldRow>
      <FieldRow>
        <SelectField path={`${base}.border.roundeness`} label="Corners" options={borderRoundnesses.map((value) => ({ value, label: roundnessLabels[value] }))} />
        <OpacityField path={`${base}.border.opacity`} label="Border opacity" />
      </FieldRow>
      {roundness.shown === 'custom' && (
        <FieldRow>
          <NumberField path={`${base}.border.customRoundeness`} label="Corner radius" unit="px" min={0} />
        </FieldRow>
      )}
    </fieldset>
  )
}
