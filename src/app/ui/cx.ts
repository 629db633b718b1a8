/** Joins class names, skipping falsy ones, so conditional Tailwind classes read inline. */
export const cx = (...classes: (string | false | null | undefined)[]): string => classes.filter(Boolean).join(' ')

/** The focus ring every interactive element shares, shown for keyboard focus only. */
export const focusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:ring-offset-white dark:focus-visible:ring-offset-zinc-900'
