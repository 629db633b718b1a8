const loading = new Map<string, Promise<void>>()

/**
 * Adds a third-party script to the page once per address; resolves when it has run, rejects when
 * it cannot load (blocked by the visitor, offline…). A failed load may be tried again later.
 */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src)
  if (known) return known
  const loaded = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.async = true
    script.src = src
    script.onload = () => resolve()
    script.onerror = () => {
      loading.delete(src)
      script.remove()
      reject(new Error(`Could not load ${src}`))
    }
    document.head.append(script)
  })
  loading.set(src, loaded)
  return loaded
}
