import { CreateCredentialsForm, SecretField } from '../../integrations/credentials/CreateCredentialsForm'

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim()

/** The form that stores a Stripe account's keys: the live pair, and the test pair the preview uses. */
export function CreateStripeCredentials({ done }: { done: (credentialsId?: string) => void }) {
  return (
    <CreateCredentialsForm
      type="stripe"
      title="Add a Stripe account"
      done={done}
      toData={(form) => ({
        livePublicKey: text(form, 'livePublicKey'),
        liveSecretKey: text(form, 'liveSecretKey'),
        testPublicKey: text(form, 'testPublicKey') || undefined,
        testSecretKey: text(form, 'testSecretKey') || undefined,
      })}
      fields={
        <>
          <SecretField label="Live publishable key" name="livePublicKey" required autoComplete="off" placeholder="pk_live_…" />
          <SecretField label="Live secret key" name="liveSecretKey" required type="password" autoComplete="off" placeholder="sk_live_…" />
          <SecretField label="Test publishable key" name="testPublicKey" autoComplete="off" placeholder="pk_test_…" hint="Optional: the preview pays with the test keys when both are set." />
          <SecretField label="Test secret key" name="testSecretKey" type="password" autoComplete="off" placeholder="sk_test_…" />
        </>
      }
    />
  )
}
