import type { ReactNode } from 'react'
import { ImageIcon } from 'lucide-react'
import type { PictureChoiceItem } from '@/shared/bot/blocks'
import { merge } from '../blockUpdate'
import { TextField } from '../fields/TextField'
import { DisplayConditionFields } from './DisplayConditionFields'

type PictureChoiceItemCardProps = { item: PictureChoiceItem; name: string; onChange: (item: PictureChoiceItem) => void; actions: ReactNode }

const showable = (src: string | undefined) => !!src && /^https?:\/\//.test(src) && !src.includes('{{')

/** One picture of a picture choice: a thumbnail, its fields, and when it is offered. */
export function PictureChoiceItemCard({ item, name, onChange, actions }: PictureChoiceItemCardProps) {
  const set = (patch: Partial<PictureChoiceItem>) => onChange(merge(item, patch)!)
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-2">
        <div className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md bg-zinc-100 dark:bg-zinc-800">
          {showable(item.pictureSrc) ? <img src={item.pictureSrc} alt="" className="size-full object-cover" /> : <ImageIcon aria-hidden className="size-4 text-zinc-400" />}
        </div>
        <p className="min-w-0 flex-1 truncate text-sm font-medium">{item.title || name}</p>
        {actions}
      </div>
      <TextField label="Picture URL" type="url" value={item.pictureSrc} onChange={(pictureSrc) => set({ pictureSrc })} placeholder="https://…/picture.png" withVariables />
      <TextField label="Title" value={item.title} onChange={(title) => set({ title })} withVariables />
      <TextField label="Description" value={item.description} onChange={(description) => set({ description })} multiline rows={2} withVariables />
      <TextField label="Internal value" value={item.value} onChange={(value) => set({ value })} placeholder={item.title || 'Same as the title'} hint="Saved instead of the title when set." />
      <DisplayConditionFields name={name} value={item.displayCondition} onChange={(displayCondition) => set({ displayCondition })} />
    </div>
  )
}
