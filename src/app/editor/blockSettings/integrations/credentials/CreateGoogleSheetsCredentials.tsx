import { useState } from 'react'
import { FieldShell } from '@/app/ui/FieldShell'
import { Select } from '@/app/ui/Input'
import { Textarea } from '../../fields/Textarea'
import { CreateCredentialsForm, SecretField } from './CreateCredentialsForm'

type Kind = 'serviceAccount' | 'oauth'

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim()

/** A service account's JSON key file, as Google Cloud gives it: its email and private key are what is stored. */
function serviceAccountData(form: FormData) {
  try {
    const key = JSON.parse(text(form, 'keyFile')) as { client_email?: unknown; private_key?: unknown }
    return { clientEmail: String(key.client_email ?? ''), privateKey: String(key.private_key ?? '') }
  } catch {
    // Not JSON: the server refuses the empty fields and the form says which.
    return { clientEmail: '', privateKey: '' }
  }
}

/**
 * The form that stores a Google account for Google Sheets blocks: a service account's key (share
 * the spreadsheet with its email), or an OAuth client's refresh token for a person's account.
 */
export function CreateGoogleSheetsCredentials({ done }: { done: (credentialsId?: string) => void }) {
  const [kind, setKind] = useState<Kind>('serviceAccount')
  return (
    <CreateCredentialsForm
      type="google sheets"
      title="Add a Google account"
      done={done}
      toData={(form) =>
        kind === 'serviceAccount'
          ? serviceAccountData(form)
          : { clientId: text(form, 'clientId'), clientSecret: text(form, 'clientSecret'), refreshToken: text(form, 'refreshToken') }
      }
      fields={
        <>
          <FieldShell label="Kind">
            {(control) => (
              <Select {...control} value={kind} onChange={(event) => setKind(event.target.value as Kind)} className="w-full">
                <option value="serviceAccount">Service account (JSON key)</option>
                <option value="oauth">Google account (OAuth refresh token)</option>
              </Select>
            )}
          </FieldShell>
          {kind === 'serviceAccount' ? (
            <FieldShell label="JSON key" hint="The key file of the service account, from Google Cloud. Share the spreadsheet with the account’s email.">
              {(control) => (
                <Textarea
                  {...control}
                  name="keyFile"
                  required
                  rows={4}
                  spellCheck={false}
                  placeholder='{"type": "service_account", "client_email": "…", "private_key": "…"}'
                  className="font-mono text-xs"
                />
              )}
            </FieldShell>
          ) : (
            <>
              <SecretField label="Client ID" name="clientId" required autoComplete="off" placeholder="….apps.googleusercontent.com" />
              <SecretField label="Client secret" name="clientSecret" required type="password" autoComplete="off" />
              <SecretField label="Refresh token" name="refreshToken" required type="password" autoComplete="off" hint="From a Google sign-in that allowed access to your spreadsheets." />
            </>
          )}
        </>
      }
    />
  )
}
