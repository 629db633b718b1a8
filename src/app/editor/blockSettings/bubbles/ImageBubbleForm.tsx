import type { ImageBubbleBlock } from '@/shared/bot/blocks'
import { defaultImageBubbleContent } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../blockFormProps'
import { merge, withContent } from '../blockUpdate'
import { Section } from '../fields/Section'
import { TextField } from '../fields/TextField'
import { MediaUrlField } from './MediaUrlField'

type ClickLink = NonNullable<NonNullable<ImageBubbleBlock['content']>['clickLink']>

/** An image bubble: the image's address, and where a click on it leads. */
export function ImageBubbleForm({ block, onChange }: BlockFormProps<ImageBubbleBlock>) {
  const content = block.content
  const setClickLink = (patch: Partial<ClickLink>) => onChange(withContent(block, { clickLink: merge(content?.clickLink, patch) }))
  const url = content?.url
  return (
    <>
      <MediaUrlField label="Image URL" value={url} onChange={(value) => onChange(withContent(block, { url: value }))} placeholder="https://example.com/picture.png" accept="image/*" />
      {url && /^https?:\/\//.test(url) && !url.includes('{{') && (
        <img src={url} alt="" className="max-h-40 w-full rounded-lg border border-zinc-200 object-contain dark:border-zinc-800" />
      )}
      <Section title="On click" collapsible defaultOpen={!!content?.clickLink}>
        <TextField label="Link" type="url" value={content?.clickLink?.url} onChange={(value) => setClickLink({ url: value })} placeholder="https://…" hint="Opened in a new tab when the image is clicked." withVariables />
        <TextField
          label="Alternative text"
          value={content?.clickLink?.alt}
          onChange={(value) => setClickLink({ alt: value })}
          placeholder={defaultImageBubbleContent.clickLink.alt}
          hint="Read by screen readers in place of the image."
          withVariables
        />
      </Section>
    </>
  )
}
