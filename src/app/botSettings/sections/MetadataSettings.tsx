import { FieldRow, FormCard } from '../form/FormCard'
import { SwitchField } from '../form/SwitchField'
import { TextField } from '../form/TextField'
import { settingsSections } from '../settingsSections'


/** How the public page presents itself to browsers, link previews and search engines. */
export function MetadataSettings({ botName }: { botName: string }) {
  return (
    <FormCard {...settingsSections.metadata}>
      <TextField path="metadata.title" label="Page title" placeholder={botName} hint="Shown on the browser tab and as the heading when the link is shared. Empty: the bot’s name." />
      <TextField path="metadata.description" label="Description" rows={2} placeholder="Chat with us: answer a few questions and get what you came for." hint="Shown under the title when the link is shared and in search results." />
      <FieldRow>
        <TextField path="metadata.imageUrl" label="Link preview image (address)" type="url" placeholder="https://…" hint="The picture shown when the link is shared. Empty: none." />
        <TextField path="metadata.favIconUrl" label="Tab icon (address)" type="url" placeholder="https://…" hint="The small icon on the browser tab. Empty: a chat bubble." />
      </FieldRow>
      <TextField path="metadata.tagManagerId" label="Google Tag Manager ID" placeholder="GTM-XXXXXXX" hint="Your chat page then loads the tags of this Google Tag Manager container." />
      <TextField
        path="metadata.customHeadCode"
        label="Extra code for the page"
        rows={5}
        code
        placeholder={'<meta name="…" content="…">'}
        hint="For analytics or site-verification snippets you were asked to paste into your page. It runs on your public chat page only, not in the builder’s preview."
      />
      <SwitchField path="metadata.allowIndexing" label="Let search engines list the page" hint="Off: search engines are asked not to show your chat page in their results." />
    </FormCard>
  )
}
