let slotCount = 0

/**
 * Stripe's card form is a set of iframes that must live in the page's own DOM, not in the chat's
 * shadow root: a container is appended to the shadow host and shown in place through a `<slot>`.
 * Returns the slot name to render, the container, and a cleanup.
 */
export function lightDomSlot(insideShadow: HTMLElement): { slotName?: string; container: HTMLElement; remove: () => void } {
  const root = insideShadow.getRootNode()
  if (!(root instanceof ShadowRoot)) return { container: insideShadow, remove: () => undefined }
  const slotName = `bbc-payment-${++slotCount}`
  const container = document.createElement('div')
  container.slot = slotName
  container.style.width = '100%'
  root.host.appendChild(container)
  return { slotName, container, remove: () => container.remove() }
}
