/**
 * Adds the bot's custom head code (already reduced by the server to element nodes) to the page.
 * Scripts are re-created, because scripts inserted as markup never run.
 */
export function injectHeadCode(code: string) {
  const template = document.createElement('template')
  template.innerHTML = code
  for (const node of Array.from(template.content.children)) {
    if (node.tagName !== 'SCRIPT') {
      document.head.append(node)
      continue
    }
    const script = document.createElement('script')
    for (const attribute of Array.from(node.attributes)) script.setAttribute(attribute.name, attribute.value)
    script.textContent = node.textContent
    document.head.append(script)
  }
}

/** Google Tag Manager's container snippet, for the id the settings give. */
export function addTagManager(containerId: string) {
  if (!/^GTM-[A-Z0-9]+$/.test(containerId)) return
  const w = window as unknown as { dataLayer?: unknown[] }
  w.dataLayer = w.dataLayer ?? []
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = `https://www.googletagmanager.com/gtm.js?id=${containerId}`
  document.head.append(script)
}
