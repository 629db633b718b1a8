import type { fileVisibilities } from '@/shared/bot/blocks'
import type { SelectOption } from '../fields/SelectField'

/** Who may open an uploaded file; `Auto` behaves as `Public` (BLOCKS.md §2.2). */
export const visibilityOptions: SelectOption<(typeof fileVisibilities)[number]>[] = [
  { value: 'Auto', label: 'Default (anyone with the link)' },
  { value: 'Public', label: 'Anyone with the link' },
  { value: 'Private', label: 'Only members of this workspace' },
]
