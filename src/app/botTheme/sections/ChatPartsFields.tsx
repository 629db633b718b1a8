import { buttonsInputLayouts } from '@/shared/bot/theme'
import { ChoiceField } from '@/app/botSettings/form/ChoiceField'
import { FoldingCard } from '@/app/botSettings/form/FormCard'
import { useField } from '@/app/botSettings/form/FormBinding'
import { ContrastSummary } from '../contrast/ContrastWarning'
import { AvatarFields } from './AvatarFields'
import { PartFields } from './PartFields'

const layoutLabels: Record<(typeof buttonsInputLayouts)[number], string> = { wrap: 'Side by side', vertical: 'One per line' }

/** Colour swatches of a part, and a contrast warning, beside its closed card's title. */
function PartSummary({ base }: { base: string }) {
  const background = useField<string>(`${base}.backgroundColor`).shown
  const text = useField<string>(`${base}.color`).shown
  return (
    <>
      <ContrastSummary base={base} />
      <span aria-hidden className="flex items-center gap-1">
        {[background, text].map((color, index) => (
          <span key={index} className="size-4 rounded-full border border-zinc-300 dark:border-zinc-600" style={{ background: color }} />
        ))}
      </span>
    </>
  )
}

const parts = [
  { base: 'chat.hostBubbles', title: 'Bot bubbles' },
  { base: 'chat.guestBubbles', title: 'Visitor bubbles' },
  { base: 'chat.buttons', title: 'Buttons' },
] as const

/** The chat's parts, one card each: container, bubbles, buttons, inputs, avatars and button layout. */
export function ChatPartsFields() {
  return (
    <>
      <FoldingCard title="Chat container" summary={<PartSummary base="chat.container" />}>
        <PartFields base="chat.container" withSize />
      </FoldingCard>
      {parts.map((part) => (
        <FoldingCard key={part.base} title={part.title} summary={<PartSummary base={part.base} />}>
          <PartFields base={part.base} />
        </FoldingCard>
      ))}
      <FoldingCard title="Inputs" summary={<PartSummary base="chat.inputs" />}>
        <PartFields base="chat.inputs" withPlaceholder />
      </FoldingCard>
      <FoldingCard title="Avatars">
        <AvatarFields />
      </FoldingCard>
      <FoldingCard title="Choice buttons">
        <ChoiceField path="chat.buttonsInput.layout" label="Layout" options={buttonsInputLayouts.map((value) => ({ value, label: layoutLabels[value] }))} />
      </FoldingCard>
    </>
  )
}
