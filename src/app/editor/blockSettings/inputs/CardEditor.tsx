import type { ReactNode } from 'react'
import type { CardsItem, CardsPath } from '@/shared/bot/blocks'
import { createId } from '@/shared/ids'
import { merge } from '../blockUpdate'
import { hintClass, labelClass } from '@/app/ui/FieldShell'
import { ListEditor } from '../fields/ListEditor'
import { TemplatedInput } from '../fields/TemplatedInput'
import { TextField } from '../fields/TextField'
import { DisplayConditionFields } from './DisplayConditionFields'

type CardOptions = NonNullable<CardsItem['options']>
type CardEditorProps = { card: CardsItem; name: string; onChange: (card: CardsItem) => void; actions: ReactNode }

// Card texts may be stored as null by other builders: shown empty, written back as absent.
const text = (value: string | null | undefined) => value ?? undefined

/** One card: image, title, description, buttons (each its own exit), internal value and display condition. */
export function CardEditor({ card, name, onChange, actions }: CardEditorProps) {
  const set = (patch: Partial<CardsItem>) => onChange(merge(card, patch)!)
  const setOptions = (patch: Partial<CardOptions>) => set({ options: merge(card.options, patch) })
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-2">
        <p className="min-w-0 flex-1 truncate text-sm font-medium">{text(card.title) || name}</p>
        {actions}
      </div>
      <TextField label="Image URL" type="url" value={text(card.imageUrl)} onChange={(imageUrl) => set({ imageUrl })} placeholder="https://…/picture.png" withVariables />
      <TextField label="Title" value={text(card.title)} onChange={(title) => set({ title })} withVariables />
      <TextField label="Description" multiline rows={2} value={text(card.description)} onChange={(description) => set({ description })} withVariables />
      <div className="space-y-1">
        <p className={labelClass}>Buttons</p>
        <ListEditor
          items={card.paths ?? []}
          onChange={(paths) => set({ paths })}
          itemLabel={(index) => `${name} button ${index + 1}`}
          create={(): CardsPath => ({ id: createId() })}
          addLabel="Add a button"
          minItems={1}
          renderItem={(path, index, update, pathActions) => (
            <div className="flex items-center gap-1">
              <div className="min-w-0 flex-1">
                <TemplatedInput
                  aria-label={`${name} button ${index + 1}`}
                  placeholder="Button text"
                  value={path.text}
                  onChange={(value) => update(merge(path, { text: value })!)}
                  withVariables
                />
              </div>
              {pathActions}
            </div>
          )}
        />
        <p className={hintClass}>Each button is an exit of the block: link it to what follows.</p>
      </div>
      <TextField
        label="Internal value"
        value={text(card.options?.internalValue)}
        onChange={(internalValue) => setOptions({ internalValue })}
        hint="Not shown to the visitor: pick “Internal Value” under “Save card fields” to save it in a variable."
      />
      <DisplayConditionFields name={name} value={card.options?.displayCondition} onChange={(displayCondition) => setOptions({ displayCondition })} />
    </div>
  )
}
