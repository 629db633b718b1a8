import type { CredentialsType } from '@/shared/credentials'
import { CreateCredentialsForm, SecretField } from './CreateCredentialsForm'

type CreateApiKeyCredentialsProps = {
  type: Exclude<CredentialsType, 'smtp' | 'stripe'>
  /** The provider's name, as the title says it. */
  provider: string
  done: (credentialsId?: string) => void
  /** Asks for the service's address too, where the account holds it (a self-hosted Dify). */
  address?: { label: string; placeholder: string; hint?: string }
  /** A second, optional key the account may hold (Dify's knowledge key), stored under `name`. */
  secondKey?: { name: string; label: string; placeholder: string; hint?: string }
}

/**
 * The form that stores a provider's API key. A model's base URL is not offered here (the block's
 * own base URL is the one to set); a plugin whose address belongs to the account asks for it.
 */
export function CreateApiKeyCredentials({ type, provider, done, address, secondKey }: CreateApiKeyCredentialsProps) {
  return (
    <CreateCredentialsForm
      type={type}
      title={`Add your ${provider} API key`}
      done={done}
      toData={(form) => {
        const baseUrl = String(form.get('baseUrl') ?? '').trim()
        const second = secondKey ? String(form.get(secondKey.name) ?? '').trim() : ''
        return { apiKey: String(form.get('apiKey')).trim(), ...(baseUrl ? { baseUrl } : {}), ...(secondKey && second ? { [secondKey.name]: second } : {}) }
      }}
      fields={
        <>
          <SecretField label="API key" name="apiKey" required type="password" autoComplete="off" placeholder="Paste the key" />
          {secondKey && <SecretField label={secondKey.label} name={secondKey.name} type="password" autoComplete="off" placeholder={secondKey.placeholder} hint={secondKey.hint} />}
          {address && <SecretField label={address.label} name="baseUrl" type="url" placeholder={address.placeholder} hint={address.hint} />}
        </>
      }
    />
  )
}
