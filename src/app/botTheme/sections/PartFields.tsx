import { shadows } from '@/shared/bot/theme'
import { FieldRow } from '@/app/botSettings/form/FormCard'
import { NumberField } from '@/app/botSettings/form/NumberField'
import { SelectField } from '@/app/botSettings/form/SelectField'
import { TextField } from '@/app/botSettings/form/TextField'
import { ContrastWarning } from '../contrast/ContrastWarning'
import { ColorField } from '../fields/ColorField'
import { OpacityField } from '../fields/OpacityField'
import { BorderFields } from './BorderFields'

const shadowLabels: Record<(typeof shadows)[number], string> = {
  none: 'None',
  sm: 'Small',
  md: 'Medium',
  lg: 'Large',
  xl: 'Extra large',
  '2xl': 'Huge',
}

type PartFieldsProps = {
  /** `chat.hostBubbles`, `chat.inputs`… */
  base: string
  /** The chat container also has a maximum size. */
  withSize?: boolean
  /** Inputs also have a placeholder colour. */
  withPlaceholder?: boolean
}

/** Every option of one part of the chat (container, bubbles, buttons, inputs share them). */
export function PartFields({ base, withSize, withPlaceholder }: PartFieldsProps) {
  return (
    <>
      <FieldRow>
        <ColorField path={`${base}.backgroundColor`} label="Background" />
        <ColorField path={`${base}.color`} label="Text" />
      </FieldRow>
      <ContrastWarning base={base} />
      {withPlaceholder && (
        <FieldRow>
          <ColorField path={`${base}.placeholderColor`} label="Placeholder text" />
        </FieldRow>
      )}
      {withSize && (
        <FieldRow>
          <TextField path={`${base}.maxWidth`} label="Maximum width" hint="A CSS length: 800px, 100%." />
          <TextField path={`${base}.maxHeight`} label="Maximum height" hint="A CSS length: 100%, 600px." />
        </FieldRow>
      )}
      <FieldRow>
        <OpacityField path={`${base}.opacity`} label="Background opacity" />
        <NumberField path={`${base}.blur`} label="Background blur" unit="px" min={0} />
      </FieldRow>
      <FieldRow>
        <SelectField path={`${base}.shadow`} label="Shadow" options={shadows.map((value) => ({ value, label: shadowLabels[value] }))} />
      </FieldRow>
      <BorderFields base={base} />
    </>
  )
}
