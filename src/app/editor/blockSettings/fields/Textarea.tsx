import type { TextareaHTMLAttributes } from 'react'
import { cx, focusRing } from '@/app/ui/cx'

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: React.Ref<HTMLTextAreaElement> }

/** A multi-line text box in the look of the app's Input. */
export function Textarea({ className, ...rest }: TextareaProps) {
  return (
    <textarea
      className={cx(
        'block w-full resize-y rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 shadow-sm placeholder:text-zinc-400 disabled:opacity-60 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-500',
        focusRing,
        'focus-visible:ring-offset-0',
        className,
      )}
      {...rest}
    />
  )
}
