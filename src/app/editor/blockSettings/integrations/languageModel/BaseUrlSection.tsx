import { languageModelProviders } from '@/shared/bot/blocks'
import { Section } from '../../fields/Section'
import { TextField } from '../../fields/TextField'

type BaseUrlSectionProps = { baseUrl: string | undefined; onChange: (baseUrl: string | undefined) => void }

/** The address OpenAI's other endpoints (images, audio, assistants) are reached at. */
export function BaseUrlSection({ baseUrl, onChange }: BaseUrlSectionProps) {
  return (
    <Section title="Advanced" collapsible>
      <TextField
        label="Base URL"
        type="url"
        value={baseUrl}
        onChange={onChange}
        placeholder={languageModelProviders.openai.baseUrl}
        hint="Another server that answers like OpenAI does. Addresses on your own network or computer work only if whoever runs this builder allows them."
      />
    </Section>
  )
}
