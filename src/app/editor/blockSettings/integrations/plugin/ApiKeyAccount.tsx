import type { ApiKeyPluginType } from '@/shared/bot/blocks'
import { type ComponentProps } from 'react'
import { CreateApiKeyCredentials } from '../credentials/CreateApiKeyCredentials'
import { CredentialsPicker } from '../credentials/CredentialsPicker'

type ApiKeyAccountProps = {
  type: ApiKeyPluginType
  /** The service's name, as the labels say it. */
  service: string
  value: string | undefined
  onChange: (credentialsId: string | undefined) => void
  /** The service's public address, offered as the placeholder of the account's own address. */
  defaultAddress: string
  addressLabel?: string
  /** A second key the account may hold (Dify's knowledge key). */
  secondKey?: ComponentProps<typeof CreateApiKeyCredentials>['secondKey']
}

/**
 * A plugin block's account: the workspace's keys of the block's own type, or a new one added here.
 * The account may hold the service's address (a self-hosted server, a proxy); it is asked when added.
 */
export function ApiKeyAccount({ type, service, value, onChange, defaultAddress, addressLabel = 'API address (optional)', secondKey }: ApiKeyAccountProps) {
  return (
    <CredentialsPicker
      type={type}
      value={value}
      onChange={onChange}
      placeholder="Select an account"
      hint={`The ${service} key the request is sent with. Without one, the block logs an error and the chat goes on.`}
      renderCreate={(done) => (
        <CreateApiKeyCredentials
          type={type}
          provider={service}
          done={done}
          secondKey={secondKey}
          address={{
            label: addressLabel,
            placeholder: defaultAddress,
            hint: 'Leave empty for the public service. Addresses on your own network or computer work only if whoever runs this builder allows them.',
          }}
        />
      )}
    />
  )
}
