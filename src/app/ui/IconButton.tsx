import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { cx, focusRing } from './cx'
import { Tooltip } from './Tooltip'

type IconButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { label: string; children: ReactNode }

/** A square button showing only an icon; its label is its accessible name and its tooltip. */
export function IconButton({ label, className, children, ...rest }: IconButtonProps) {
  return (
    <Tooltip content={label} describe={false}>
      <button
        type="button"
        aria-label={label}
        className={cx(
          'inline-flex size-8 items-center justify-center rounded-lg text-zinc-600 transition-colors hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100',
          focusRing,
          className,
        )}
        {...rest}
      >
        {children}
      </button>
    </Tooltip>
  )
}
