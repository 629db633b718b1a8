import { executeWebhookPath, type WaitForWebhookBlock } from '@/shared/bot/blocks'
import { useConnectionStore } from '@/app/auth/connectionStore'
import { hintClass } from '@/app/ui/FieldShell'
import type { BlockFormProps } from '../blockFormProps'
import { withOptions } from '../blockUpdate'
import { useBlockSettings } from '../BlockSettingsContext'
import { Section } from '../fields/Section'
import { ResponseMappingEditor } from '../integrations/webhook/ResponseMappingEditor'

/**
 * Wait for webhook: the address a service calls to resume a visitor's chat (one per result), and
 * the variables its body fills.
 */
export function WaitForWebhookForm({ block, onChange }: BlockFormProps<WaitForWebhookBlock>) {
  const { botId } = useBlockSettings()
  const { chatUrl, builderUrl } = useConnectionStore()
  const address = `${chatUrl}${executeWebhookPath(botId, block.id, '{resultId}')}`.replace('%7BresultId%7D', '{resultId}')
  return (
    <>
      <div className="space-y-1">
        <p className="text-xs font-medium text-zinc-700 dark:text-zinc-300">The service posts JSON to</p>
        <code className="block rounded-md bg-zinc-100 px-2 py-1.5 text-xs break-all text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200" aria-label="Webhook address">
          {address}
        </code>
        <p className={hintClass}>
          <code>{'{resultId}'}</code> is the visitor's result: send it to the service first (a Set variable of type “Result ID” gives it). The chat
          waits here until the call comes, then goes on by itself.
        </p>
        <p className={hintClass}>
          To go on in the preview, post to <code className="break-all">{`${builderUrl}/v1/bots/${botId}/blocks/${block.id}/executeTestWebhook`}</code> with your
          API token.
        </p>
      </div>
      <Section title="Save from the body" defaultOpen>
        <ResponseMappingEditor
          value={block.options?.responseVariableMapping}
          onChange={(responseVariableMapping) => onChange(withOptions(block, { responseVariableMapping }))}
        />
      </Section>
    </>
  )
}
