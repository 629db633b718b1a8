import { useId } from 'react'
import type { TextBubbleBlock } from '@/shared/bot/blocks'
import { useBlockSettings } from '../BlockSettingsContext'
import type { BlockFormProps } from '../blockFormProps'
import { withContent } from '../blockUpdate'
import { hintClass, labelClass } from '@/app/ui/FieldShell'
import { hasUnmodelledStructure } from './richText/richTextModel'
import { RichTextEditor } from './richText/RichTextEditor'

/** A text bubble: its message, in rich text. */
export function TextBubbleForm({ block, onChange }: BlockFormProps<TextBubbleBlock>) {
  const { readOnly } = useBlockSettings()
  const labelId = useId()
  const richText = block.content?.richText
  return (
    <div className="space-y-1">
      <p id={labelId} className={labelClass}>
        Message
      </p>
      <RichTextEditor value={richText} onChange={(nodes) => onChange(withContent(block, { richText: nodes }))} labelledBy={labelId} readOnly={readOnly} />
      {richText && hasUnmodelledStructure(richText) && (
        <p className="text-xs text-amber-700 dark:text-amber-400">This text has formatting the editor does not show (such as lists). Editing it keeps the words and marks but flattens that structure.</p>
      )}
      <p className={hintClass}>Variables such as {'{{Name}}'} are replaced when the message is sent; their values may contain Markdown.</p>
    </div>
  )
}
