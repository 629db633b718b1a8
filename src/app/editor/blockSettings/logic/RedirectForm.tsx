import type { RedirectBlock } from '@/shared/bot/blocks'
import { defaultRedirectOptions } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../blockFormProps'
import { withOptions } from '../blockUpdate'
import { Switch } from '@/app/ui/Switch'
import { TextField } from '../fields/TextField'

/** Redirect: where the visitor is sent, and whether in a new tab. */
export function RedirectForm({ block, onChange }: BlockFormProps<RedirectBlock>) {
  return (
    <>
      <TextField
        label="URL"
        type="url"
        value={block.options?.url}
        onChange={(url) => onChange(withOptions(block, { url }))}
        placeholder="https://example.com"
        hint="https:// is added when missing (mailto:, tel: and sms: are kept)."
        withVariables
      />
      <Switch
        label="Open in a new tab"
        checked={block.options?.isNewTab ?? defaultRedirectOptions.isNewTab}
        onChange={(isNewTab) => onChange(withOptions(block, { isNewTab }))}
        hint="The chat goes on in this tab; if the browser blocks the tab, the visitor gets a button to open it."
      />
    </>
  )
}
