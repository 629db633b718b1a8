import type { VideoBubbleBlock } from '@/shared/bot/blocks'
import { defaultVideoBubbleContent } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../blockFormProps'
import { withContent } from '../blockUpdate'
import { NumberOrVariableField } from '../fields/NumberFields'
import { Section } from '../fields/Section'
import { Switch } from '@/app/ui/Switch'
import { TextField } from '../fields/TextField'
import { MediaUrlField } from './MediaUrlField'

type VideoContent = NonNullable<VideoBubbleBlock['content']>

/** A video bubble: a file or a YouTube, Vimeo, TikTok or Gumlet address, and how the player looks. */
export function VideoBubbleForm({ block, onChange }: BlockFormProps<VideoBubbleBlock>) {
  const content = block.content
  const set = (patch: Partial<VideoContent>) => onChange(withContent(block, patch))
  return (
    <>
      <MediaUrlField
        label="Video URL"
        value={content?.url}
        // The player type and id are worked out from the address when the chat runs: old ones would mislead.
        onChange={(url) => set({ url, type: undefined, id: undefined })}
        placeholder="https://youtu.be/… or https://…/clip.mp4"
        hint="A video file (upload one), or a YouTube, Vimeo, TikTok or Gumlet link; {{variables}} are allowed."
        accept="video/*"
      />
      <Section title="Player">
        <NumberOrVariableField label="Height (px)" value={content?.height} onChange={(height) => set({ height })} placeholder={String(defaultVideoBubbleContent.height)} />
        <div className="grid grid-cols-2 gap-2">
          <TextField label="Aspect ratio" value={content?.aspectRatio} onChange={(aspectRatio) => set({ aspectRatio })} placeholder={defaultVideoBubbleContent.aspectRatio} />
          <TextField label="Maximum width" value={content?.maxWidth} onChange={(maxWidth) => set({ maxWidth })} placeholder={defaultVideoBubbleContent.maxWidth} />
        </div>
        <TextField
          label="Player parameters"
          value={content?.queryParamsStr}
          onChange={(queryParamsStr) => set({ queryParamsStr })}
          placeholder="start=30&mute=1"
          hint="Added to the address of embedded players."
        />
        <Switch
          label="Show the controls"
          checked={content?.areControlsDisplayed ?? defaultVideoBubbleContent.areControlsDisplayed}
          onChange={(areControlsDisplayed) => set({ areControlsDisplayed })}
        />
        <Switch
          label="Play automatically"
          checked={content?.isAutoplayEnabled ?? defaultVideoBubbleContent.isAutoplayEnabled}
          onChange={(isAutoplayEnabled) => set({ isAutoplayEnabled })}
          hint="Browsers start videos with sound only after the visitor has interacted with the page."
        />
      </Section>
    </>
  )
}
