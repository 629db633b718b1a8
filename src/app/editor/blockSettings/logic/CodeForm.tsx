import type { CodeBlock } from '@/shared/bot/blocks'
import { defaultCodeOptions } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../blockFormProps'
import { withOptions } from '../blockUpdate'
import { CodeEditor } from '../fields/CodeEditor'
import { hintClass } from '@/app/ui/FieldShell'
import { SelectField } from '../fields/SelectField'
import { Switch } from '@/app/ui/Switch'
import { TextField } from '../fields/TextField'

type Options = NonNullable<CodeBlock['options']>
type Where = 'client' | 'server'

const whereHints: Record<Where, string> = {
  client: 'Runs in the chat page; no reply is awaited. {{Variables}} are replaced by their values.',
  server: 'Runs on this service, for at most 10 seconds, out of the visitor’s sight. Use setVariable("Name", value) to save results and await fetch(url) to call public addresses.',
}

/** Code: a named script, where it runs, and its JavaScript. */
export function CodeForm({ block, onChange }: BlockFormProps<CodeBlock>) {
  const options = block.options
  const set = (patch: Partial<Options>) => onChange(withOptions(block, patch))
  const onClient = options?.isExecutedOnClient ?? defaultCodeOptions.isExecutedOnClient
  const where: Where = onClient ? 'client' : 'server'
  return (
    <>
      <TextField label="Name" value={options?.name} onChange={(name) => set({ name })} placeholder={defaultCodeOptions.name} />
      <SelectField
        label="Runs"
        value={where}
        options={[
          { value: 'client', label: 'In the visitor’s browser' },
          { value: 'server', label: 'On the server' },
        ]}
        onChange={(value) => set({ isExecutedOnClient: value === 'client' })}
        hint={whereHints[where]}
      />
      <CodeEditor label="Code" rows={12} value={options?.content} onChange={(content) => set({ content })} placeholder={onClient ? 'console.log({{Name}})' : 'setVariable("Greeting", `Hello ${{{Name}}}`)'} withVariables />
      {onClient && (
        <Switch
          label="Run in the embedding page"
          checked={options?.shouldExecuteInParentContext ?? defaultCodeOptions.shouldExecuteInParentContext}
          onChange={(shouldExecuteInParentContext) => set({ shouldExecuteInParentContext })}
          hint="For a chat embedded in a site: the script runs in the site’s page instead of the chat’s frame."
        />
      )}
      {options?.isUnsafe && <p className={hintClass}>This code came with an imported bot: the preview runs it isolated from the builder.</p>}
    </>
  )
}
