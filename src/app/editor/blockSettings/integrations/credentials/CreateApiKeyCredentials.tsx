import type { CredentialsType } from '@/shared/credentials'
import { CreateCredentialsForm, SecretField } from './CreateCredentialsForm'

type CreateApiKeyCredentialsProps = {
  type: Exclude<CredentialsType, 'smtp' | 'stripe'>
  /** The provider's name, as the title says it. */
  provider: string
  done: (credentialsId?: string) => void
}

/**
 * The form that stores a model provider's API key. The credentials' own base URL is not offered:
 * the block's base URL is the one to set.
 */
export function CreateApiKeyCredentials({ type, provider, done }: CreateApiKeyCredentialsProps) {
  return (
    <CreateCredentialsForm
      type={type}
      title={`Add your ${provider} API key`}
      done={done}
      toData={(form) => ({ apiKey: String(form.get('apiKey')).trim() })}
      fields={<SecretField label="API key" name="apiKey" required type="password" autoComplete="off" placeholder="Paste the key" />}
    />
  )
}
