import type { PluginResponseMapping } from '@/shared/bot/blocks'
import { createId } from '@/shared/ids'
import { ResponseMappingEditor } from '../openai/ResponseMappingEditor'

type SavedValuesProps = {
  value: PluginResponseMapping[] | undefined
  onChange: (value: PluginResponseMapping[] | undefined) => void
  /** What a row can save; the first is what a row without an item saves. */
  choices: readonly string[]
  /** Reads an older export's name of an item as today's. */
  readItem?: (item: string) => string
  idPrefix: string
}

/** "Save the response" rows of a plugin block: a part of the service's answer → a variable. */
export function SavedValues({ value, onChange, choices, readItem = (item) => item, idPrefix }: SavedValuesProps) {
  return (
    <ResponseMappingEditor<PluginResponseMapping>
      value={value}
      onChange={onChange}
      choices={choices}
      partOf={(mapping) => (mapping.item ? readItem(mapping.item) : choices[0])}
      withPart={(mapping, item) => ({ ...mapping, item })}
      create={() => ({ id: createId(), item: choices[0] })}
      keyOf={(mapping, index) => mapping.id ?? `${idPrefix}-r${index}`}
    />
  )
}
