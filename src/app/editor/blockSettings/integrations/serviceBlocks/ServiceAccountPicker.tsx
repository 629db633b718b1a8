import type { InputHTMLAttributes } from 'react'
import { serviceBlockLabels, type ServiceBlockType } from '@/shared/bot/blocks'
import { CreateCredentialsForm, SecretField } from '../credentials/CreateCredentialsForm'
import { CredentialsPicker } from '../credentials/CredentialsPicker'

/** One field of a service's credentials form, named as the API's `data` key. */
export type CredentialsField = { name: string; label: string; hint?: string; optional?: boolean } & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'placeholder'>

type ServiceAccountPickerProps = {
  type: ServiceBlockType
  value: string | undefined
  onChange: (credentialsId: string | undefined) => void
  /** The form's fields: secrets, and the service's address where it can be self-hosted. */
  fields: CredentialsField[]
  hint: string
}

/**
 * The account a service block uses: the workspace's credentials of the block's own type, or new
 * ones added inline. Empty optional fields are not sent, so the service's default applies.
 */
export function ServiceAccountPicker({ type, value, onChange, fields, hint }: ServiceAccountPickerProps) {
  const label = serviceBlockLabels[type]
  return (
    <CredentialsPicker
      type={type}
      value={value}
      onChange={onChange}
      placeholder="Select an account"
      hint={hint}
      renderCreate={(done) => (
        <CreateCredentialsForm
          type={type}
          title={`Add a ${label} account`}
          done={done}
          toData={(form) => Object.fromEntries(fields.flatMap(({ name }) => (String(form.get(name) ?? '').trim() ? [[name, String(form.get(name)).trim()]] : [])))}
          fields={fields.map(({ name, label: fieldLabel, hint: fieldHint, optional, type: inputType, placeholder }) => (
            <SecretField key={name} label={fieldLabel} name={name} hint={fieldHint} required={!optional} type={inputType} placeholder={placeholder} autoComplete="off" />
          ))}
        />
      )}
    />
  )
}
