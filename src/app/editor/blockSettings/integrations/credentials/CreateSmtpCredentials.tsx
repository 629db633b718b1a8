import { CreateCredentialsForm, SecretField } from './CreateCredentialsForm'

const optional = (form: FormData, name: string) => String(form.get(name) ?? '').trim() || undefined

/** The form that stores an SMTP account: server, login, and the sender of the emails. */
export function CreateSmtpCredentials({ done }: { done: (credentialsId?: string) => void }) {
  return (
    <CreateCredentialsForm
      type="smtp"
      title="Add an SMTP account"
      done={done}
      toData={(form) => ({
        host: String(form.get('host')).trim(),
        port: Number(form.get('port')),
        username: optional(form, 'username'),
        password: optional(form, 'password'),
        isTlsEnabled: form.get('isTlsEnabled') === 'on',
        fromEmail: String(form.get('fromEmail')).trim(),
        fromName: optional(form, 'fromName'),
      })}
      fields={
        <>
          <div className="grid grid-cols-[1fr_5rem] gap-2">
            <SecretField label="Server" name="host" required placeholder="smtp.example.com" />
            <SecretField label="Port" name="port" required type="number" min={1} max={65535} defaultValue={587} />
          </div>
          <SecretField label="Username" name="username" autoComplete="off" />
          <SecretField label="Password" name="password" type="password" autoComplete="new-password" />
          <label className="flex items-center gap-2 text-sm text-zinc-800 dark:text-zinc-200">
            <input type="checkbox" name="isTlsEnabled" className="size-4 accent-indigo-600" /> Use TLS from the start (port 465)
          </label>
          <SecretField label="From address" name="fromEmail" required type="email" placeholder="bot@example.com" />
          <SecretField label="From name" name="fromName" placeholder="Example support" />
        </>
      }
    />
  )
}
