import { FieldRow, FormCard } from '../form/FormCard'
import { SwitchField } from '../form/SwitchField'
import { TextField } from '../form/TextField'

const fromService = 'The service’s default'

/** How the public page presents itself to browsers, link previews and search engines. */
export function MetadataSettings({ botName }: { botName: string }) {
  return (
    <FormCard title="Page metadata" id="settings-metadata" description="The public chat page's title, link preview, icon and extra head code.">
      <TextField path="metadata.title" label="Title" placeholder={botName} hint="The tab's title and the link preview's heading. Empty: the bot's name." />
      <TextField path="metadata.description" label="Description" rows={2} placeholder={fromService} hint="Shown under the title in link previews and search results." />
      <FieldRow>
        <TextField path="metadata.imageUrl" label="Preview image URL" type="url" placeholder={fromService} />
        <TextField path="metadata.favIconUrl" label="Favicon URL" type="url" placeholder={fromService} />
      </FieldRow>
      <TextField path="metadata.tagManagerId" label="Tag manager container id" placeholder="GTM-XXXXXXX" hint="The public page loads this tag-manager container." />
      <TextField
        path="metadata.customHeadCode"
        label="Custom head code"
        rows={5}
        code
        placeholder={'<meta name="…" content="…">'}
        hint="Added to the <head> of the public page (analytics, verification tags). Not run in the builder's preview."
      />
      <SwitchField path="metadata.allowIndexing" label="Let search engines index the page" />
    </FormCard>
  )
}
