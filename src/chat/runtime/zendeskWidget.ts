type Zendesk = (widget: 'messenger', command: string, callback?: (answer: (token: string) => void) => void) => void
declare global {
  interface Window {
    zE?: Zendesk
  }
}

/** Zendesk's messaging snippet for a widget key: loaded only when a Zendesk block opens it. */
export const zendeskSnippetUrl = (key: string) => `https://static.zdassets.com/ekr/snippet.js?key=${encodeURIComponent(key)}`

/** Signs the visitor in when a token came, then opens the messenger. */
function open(zE: Zendesk, token: string | undefined) {
  if (!token) return zE('messenger', 'open')
  zE('messenger', 'loginUser', (answer) => {
    answer(token)
    zE('messenger', 'open')
  })
}

/**
 * Opens Zendesk's messaging Web Widget on the page, adding its snippet once (as Zendesk's embed
 * code does, id `ze-snippet`); resolves to an error text when the snippet cannot load.
 */
export function openZendeskWidget({ key, token }: { key: string; token?: string }): Promise<string | undefined> {
  if (window.zE) {
    open(window.zE, token)
    return Promise.resolve(undefined)
  }
  return new Promise((resolve) => {
    const script = document.createElement('script')
    script.id = 'ze-snippet'
    script.src = zendeskSnippetUrl(key)
    script.async = true
    script.onload = () => {
      if (!window.zE) return resolve('The Zendesk snippet loaded without its widget')
      open(window.zE, token)
      resolve(undefined)
    }
    script.onerror = () => {
      script.remove()
      resolve(`The Zendesk snippet could not load from ${script.src}`)
    }
    document.head.append(script)
  })
}
