import { CreateCredentialsForm, SecretField } from './CreateCredentialsForm'

/**
 * The form that stores an API key of OpenAI or of a compatible service. The credentials' own base
 * URL is not offered: the engine reads the block's base URL only.
 */
export function CreateOpenAiCredentials({ done }: { done: (credentialsId?: string) => void }) {
  return (
    <CreateCredentialsForm
      type="openai"
      title="Add an OpenAI account"
      done={done}
      toData={(form) => ({ apiKey: String(form.get('apiKey')).trim() })}
      fields={<SecretField label="API key" name="apiKey" required type="password" autoComplete="off" placeholder="sk-…" />}
    />
  )
}
