import type { WebhookBlock } from '@/shared/bot/blocks'
import { defaultWebhookOptions, httpMethods } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../../blockFormProps'
import { merge, withOptions } from '../../blockUpdate'
import { CodeEditor } from '../../fields/CodeEditor'
import { NumberField } from '../../fields/NumberFields'
import { Section } from '../../fields/Section'
import { optionsOf, SelectField } from '../../fields/SelectField'
import { Switch } from '@/app/ui/Switch'
import { TextField } from '../../fields/TextField'
import { KeyValueEditor } from './KeyValueEditor'
import { ResponseMappingEditor } from './ResponseMappingEditor'
import { TestRequestSection } from './TestRequestSection'

type Options = NonNullable<WebhookBlock['options']>
type Request = NonNullable<Options['webhook']>

const count = (n: number | undefined, word: string) => (n ? `${n} ${word}${n === 1 ? '' : 's'}` : undefined)

/** HTTP request: method, address, parameters, headers, body, response mapping, and a live test. */
export function WebhookForm({ block, onChange }: BlockFormProps<WebhookBlock>) {
  const options = block.options
  const request = options?.webhook
  const set = (patch: Partial<Options>) => onChange(withOptions(block, patch))
  const setRequest = (patch: Partial<Request>) => set({ webhook: merge(request, patch) })
  const method = request?.method ?? defaultWebhookOptions.webhook.method
  const isCustomBody = options?.isCustomBody ?? defaultWebhookOptions.isCustomBody
  return (
    <>
      <div className="grid grid-cols-[6.5rem_1fr] gap-2">
        <SelectField label="Method" value={method} options={optionsOf(httpMethods)} onChange={(value) => setRequest({ method: value })} />
        <TextField label="URL" type="url" value={request?.url} onChange={(url) => setRequest({ url })} placeholder="https://api.example.com/…" withVariables />
      </div>
      <Section title="Query parameters" collapsible summary={count(request?.queryParams?.length, 'parameter')}>
        <KeyValueEditor kind="parameter" value={request?.queryParams} onChange={(queryParams) => setRequest({ queryParams })} />
      </Section>
      <Section title="Headers" collapsible summary={count(request?.headers?.length, 'header')}>
        <KeyValueEditor kind="header" value={request?.headers} onChange={(headers) => setRequest({ headers })} />
      </Section>
      {method !== 'GET' && (
        <Section title="Body" collapsible defaultOpen={isCustomBody} summary={isCustomBody ? 'custom' : 'default'}>
          <Switch
            label="Custom body"
            checked={isCustomBody}
            onChange={(value) => set({ isCustomBody: value })}
            hint={isCustomBody ? undefined : 'Otherwise the body is a JSON object of every answer and every variable with a value.'}
          />
          {isCustomBody && (
            <CodeEditor label="Body" rows={8} value={request?.body} onChange={(body) => setRequest({ body })} placeholder={'{\n  "name": "{{Name}}"\n}'} hint="Usually JSON; {{variables}} are replaced by their values. Any other text is sent as written." withVariables />
          )}
        </Section>
      )}
      <Section title="Save the response" collapsible defaultOpen summary={count(options?.responseVariableMapping?.length, 'variable')}>
        <ResponseMappingEditor value={options?.responseVariableMapping} onChange={(responseVariableMapping) => set({ responseVariableMapping })} />
      </Section>
      <Section title="Advanced" collapsible>
        <NumberField label="Timeout (seconds)" value={options?.timeout} onChange={(timeout) => set({ timeout })} min={1} max={120} placeholder={String(defaultWebhookOptions.timeout)} />
        <Switch
          label="Send from the visitor’s browser"
          checked={options?.isExecutedOnClient ?? defaultWebhookOptions.isExecutedOnClient}
          onChange={(isExecutedOnClient) => set({ isExecutedOnClient })}
          hint="For addresses only the visitor’s own browser can reach, such as a company intranet. That server must accept calls from other websites (CORS)."
        />
      </Section>
      <TestRequestSection block={block} onChange={onChange} />
    </>
  )
}
