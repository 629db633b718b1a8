import type { AudioBubbleBlock } from '@/shared/bot/blocks'
import { defaultAudioBubbleContent } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../blockFormProps'
import { withContent } from '../blockUpdate'
import { Switch } from '@/app/ui/Switch'
import { MediaUrlField } from './MediaUrlField'

/** An audio bubble: the file's address and whether it plays by itself. */
export function AudioBubbleForm({ block, onChange }: BlockFormProps<AudioBubbleBlock>) {
  return (
    <>
      <MediaUrlField label="Audio URL" value={block.content?.url} onChange={(url) => onChange(withContent(block, { url }))} placeholder="https://example.com/message.mp3" accept="audio/*" />
      <Switch
        label="Play automatically"
        checked={block.content?.isAutoplayEnabled ?? defaultAudioBubbleContent.isAutoplayEnabled}
        onChange={(isAutoplayEnabled) => onChange(withContent(block, { isAutoplayEnabled }))}
      />
    </>
  )
}
