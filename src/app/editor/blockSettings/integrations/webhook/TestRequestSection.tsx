import { Send } from 'lucide-react'
import type { WebhookBlock } from '@/shared/bot/blocks'
import { createId } from '@/shared/ids'
import { Button } from '@/app/ui/Button'
import { useBlockSettings } from '../../BlockSettingsContext'
import type { BlockFormProps } from '../../blockFormProps'
import { merge, withOptions } from '../../blockUpdate'
import { RowsEditor } from '../../fields/RowsEditor'
import { Section } from '../../fields/Section'
import { TemplatedInput } from '../../fields/TemplatedInput'
import { VariablePicker } from '../../pickers/VariablePicker'
import { TestRequestFailure } from './TestRequestFailure'
import { TestRequestResult } from './TestRequestResult'
import { useTestRequest } from './useTestRequest'

type TestValue = NonNullable<NonNullable<WebhookBlock['options']>['variablesForTest']>[number]

/** "Test the request": values for the variables it uses, a button, and what was sent and received. */
export function TestRequestSection({ block, onChange }: BlockFormProps<WebhookBlock>) {
  const { botId, variables } = useBlockSettings()
  const test = useTestRequest()
  const testValues = block.options?.variablesForTest
  const run = () => {
    // The route takes test values by variable name, as a chat would resolve them.
    const byName = Object.fromEntries(
      (testValues ?? []).flatMap((entry) => {
        const name = variables.find((variable) => variable.id === entry.variableId)?.name
        return name ? [[name, entry.value ?? '']] : []
      }),
    )
    test.mutate({ botId, options: block.options ?? {}, variables: byName })
  }
  return (
    <Section title="Test the request" collapsible defaultOpen>
      <RowsEditor
        rows={testValues ?? []}
        onChange={(variablesForTest) => onChange(withOptions(block, { variablesForTest }))}
        keyOf={(entry) => entry.id}
        rowLabel={(index) => `test value ${index + 1}`}
        create={(): TestValue => ({ id: createId() })}
        addLabel="Add a test value"
        emptyText="Variables used by the request are empty unless you give them a test value."
        renderRow={(entry, index, update) => (
          <>
            <div className="w-2/5 shrink-0">
              <VariablePicker aria-label={`Variable of test value ${index + 1}`} value={entry.variableId} onChange={(variableId) => update(merge(entry, { variableId })!)} />
            </div>
            <div className="min-w-0 flex-1">
              <TemplatedInput aria-label={`Test value ${index + 1}`} placeholder="Value" value={entry.value} onChange={(value) => update(merge(entry, { value })!)} />
            </div>
          </>
        )}
      />
      <Button variant="primary" size="sm" icon={<Send aria-hidden className="size-4" />} onClick={run} pending={test.isPending} disabled={!block.options?.webhook?.url}>
        Test the request
      </Button>
      {test.isError && <TestRequestFailure error={test.error} />}
      {test.data && <TestRequestResult result={test.data} />}
    </Section>
  )
}
