/** The saved order first; columns added to the bot since then keep their place at the end. */
export const orderColumns = (allIds: string[], saved: string[]) => [...saved.filter((id) => allIds.includes(id)), ...allIds.filter((id) => !saved.includes(id))]

/** The order with `id` moved to where `targetId` stands (before it when coming from the right, after it from the left). */
export function moveColumn(order: string[], id: string, targetId: string): string[] {
  const from = order.indexOf(id)
  const to = order.indexOf(targetId)
  if (from < 0 || to < 0 || from === to) return order
  const next = order.filter((column) => column !== id)
  next.splice(to, 0, id)
  return next
}
