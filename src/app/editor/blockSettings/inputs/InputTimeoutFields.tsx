import type { InputBlock, InputTimeout } from '@/shared/bot/blocks'
import { defaultTimeoutSeconds } from '@/shared/bot/timerDefaults'
import { Switch } from '@/app/ui/Switch'
import { merge, withOptions } from '../blockUpdate'
import { NumberField } from '../fields/NumberFields'
import { Section } from '../fields/Section'

/**
 * "If no answer within N seconds" for any input (issue 14): the server measures it and, when it
 * passes, follows the block's timeout output, which the canvas draws as a second output to connect.
 */
export function InputTimeoutFields({ block, onChange }: { block: InputBlock; onChange: (block: InputBlock) => void }) {
  const timeout = (block.options as { timeout?: InputTimeout } | undefined)?.timeout
  const set = (patch: Partial<InputTimeout>) => onChange(withOptions(block as { options?: { timeout?: InputTimeout } }, { timeout: merge(timeout, patch) }) as InputBlock)
  return (
    <Section title="Timeout" collapsible defaultOpen={timeout?.isEnabled} summary={timeout?.isEnabled ? `${timeout.seconds ?? defaultTimeoutSeconds} s` : 'Off'}>
      <Switch
        label="Move on when there is no answer"
        checked={timeout?.isEnabled ?? false}
        onChange={(isEnabled) => set({ isEnabled: isEnabled || undefined })}
        hint="Measured on the server, even if the visitor closed the page. Connect the block's “No answer” output to the reminder, fallback question or hand-over."
      />
      {timeout?.isEnabled && (
        <NumberField
          label="Seconds without an answer"
          value={timeout.seconds}
          placeholder={String(defaultTimeoutSeconds)}
          min={1}
          max={7 * 24 * 3600}
          integer
          onChange={(seconds) => set({ seconds })}
        />
      )}
    </Section>
  )
}
