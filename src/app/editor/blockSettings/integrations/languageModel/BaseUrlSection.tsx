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
        hint="An OpenAI-compatible server with the same endpoint. A private or local address must be in the service’s HTTP_ALLOWLIST."
      />
    </Section>
  )
}
