/** What each block type's form receives: its own block, typed, and where to send the new one. */
export type BlockFormProps<B> = {
  block: B
  // A method, so one form can serve several block types (email, url and phone inputs).
  onChange(block: B): void
}
