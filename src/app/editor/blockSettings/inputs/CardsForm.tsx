import type { CardsBlock, CardsItem } from '@/shared/bot/blocks'
import { createId } from '@/shared/ids'
import type { BlockFormProps } from '../blockFormProps'
import { withOptions } from '../blockUpdate'
import { ListEditor } from '../fields/ListEditor'
import { Section } from '../fields/Section'
import { CardEditor } from './CardEditor'
import { CardsMappingEditor } from './CardsMappingEditor'
import { SaveAnswerField } from './SaveAnswerField'

type Options = NonNullable<CardsBlock['options']>

/** A new card comes with one button, so it can be answered (and linked) at once. */
const newCard = (): CardsItem => ({ id: createId(), paths: [{ id: createId() }] })

/** Cards: each card's picture, texts, buttons and visibility, and which card fields are saved where. */
export function CardsForm({ block, onChange }: BlockFormProps<CardsBlock>) {
  const options = block.options
  const set = (patch: Partial<Options>) => onChange(withOptions(block, patch))
  return (
    <>
      <Section title="Cards">
        <ListEditor
          items={block.items}
          onChange={(items) => onChange({ ...block, items })}
          itemLabel={(index) => `Card ${index + 1}`}
          create={newCard}
          addLabel="Add a card"
          emptyText="No card yet."
          variant="cards"
          renderItem={(item, index, update, actions) => <CardEditor card={item} name={`Card ${index + 1}`} onChange={update} actions={actions} />}
        />
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          One card whose title, image or description is exactly a {'{{list variable}}'} becomes one card per element of the list.
        </p>
      </Section>
      <SaveAnswerField value={options?.variableId} onChange={(variableId) => set({ variableId })} hint="Receives the title of the chosen card (its image URL when it has no title)." />
      <Section title="Save card fields">
        <CardsMappingEditor value={options?.saveResponseMapping} onChange={(saveResponseMapping) => set({ saveResponseMapping })} />
      </Section>
    </>
  )
}
