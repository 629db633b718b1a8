import { backgroundTypes } from '@/shared/bot/theme'
import { Choice } from '@/app/botSettings/form/ChoiceField'
import { useField } from '@/app/botSettings/form/FormBinding'
import { ColorField } from '../fields/ColorField'
import { ImageUrlField } from '../fields/ImageUrlField'

const typeLabels: Record<(typeof backgroundTypes)[number], string> = { Color: 'Colour', Image: 'Image', None: 'None' }

/** The page behind the chat: a colour, an image, or nothing (the host page shows through). */
export function BackgroundFields() {
  const type = useField<(typeof backgroundTypes)[number]>('general.background.type')
  const background = useField<object>('general.background')
  return (
    <>
      <Choice
        label="Background"
        value={type.shown}
        options={backgroundTypes.map((value) => ({ value, label: typeLabels[value] }))}
        // A colour is no image URL and the other way round: the content starts again from the default.
        onChange={(value) => background.set({ type: value })}
        disabled={type.disabled}
      />
      {type.shown === 'Color' && <ColorField path="general.background.content" label="Background colour" />}
      {type.shown === 'Image' && (
        <ImageUrlField path="general.background.content" label="Background image URL" placeholder="https://example.com/background.jpg" />
      )}
    </>
  )
}
