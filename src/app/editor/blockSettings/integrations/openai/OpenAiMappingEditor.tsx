import type { OpenAiBlock } from '@/shared/bot/blocks'
import { defaultOpenAiValueToExtract, openAiResponseValues } from '@/shared/bot/blocks'
import { createId } from '@/shared/ids'
import { ResponseMappingEditor } from './ResponseMappingEditor'

type Mapping = NonNullable<NonNullable<OpenAiBlock['options']>['responseMapping']>[number]
type OpenAiMappingEditorProps = { value: Mapping[] | undefined; onChange: (value: Mapping[] | undefined) => void }

/** The legacy OpenAI block's rows: its mappings name the part in `valueToExtract`. */
export function OpenAiMappingEditor({ value, onChange }: OpenAiMappingEditorProps) {
  return (
    <ResponseMappingEditor
      value={value}
      onChange={onChange}
      choices={openAiResponseValues}
      partOf={(mapping) => mapping.valueToExtract ?? defaultOpenAiValueToExtract}
      withPart={(mapping, part) => ({ ...mapping, valueToExtract: part as Mapping['valueToExtract'] })}
      create={(): Mapping => ({ id: createId() })}
      keyOf={(mapping) => mapping.id}
    />
  )
}
