/** A client script as actions carry it: run as `async (…arg ids) => { content }` (BLOCKS.md §4.5). */
export type ClientScript = { content: string; args: { id: string; value: unknown }[] }

/** `json` = JSON text of the returned value (undefined when it has none or cannot be written). */
export type ScriptOutcome = { ok: true; json?: string } | { ok: false; error: string }

export type ScriptRunner = {
  run: (script: ClientScript, timeoutMs: number) => Promise<ScriptOutcome>
  dispose: () => void
}

const AsyncFunction = (async () => {}).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<unknown>

const toJson = (value: unknown) => {
  try {
    return JSON.stringify(value)
  } catch {
    return undefined
  }
}

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error))

const timeout = (ms: number) =>
  new Promise<ScriptOutcome>((resolve) => setTimeout(() => resolve({ ok: false, error: `Timed out after ${ms / 1000} s` }), ms))

/**
 * Runs scripts in the page itself, as a bot's author expects on the public chat page (their code
 * may use the page: cookies, analytics, the DOM). Never used by the builder's preview.
 */
export function createPageScriptRunner(): ScriptRunner {
  return {
    run: async ({ content, args }, timeoutMs) => {
      const run = async (): Promise<ScriptOutcome> => {
        try {
          const fn = new AsyncFunction(...args.map((arg) => arg.id), content)
          return { ok: true, json: toJson(await fn(...args.map((arg) => arg.value))) }
        } catch (error) {
          return { ok: false, error: errorText(error) }
        }
      }
      return Promise.race([run(), timeout(timeoutMs)])
    },
    dispose: () => {},
  }
}

/**
 * Runs scripts in a hidden iframe of the chat origin's sandbox page (`sandboxUrl`), sandboxed without
 * `allow-same-origin`: an opaque origin on another origin than the builder's, so the code (an
 * imported bot's above all) cannot reach the builder's page, storage or session, and the builder's
 * Content-Security-Policy stays strict. The frame covers the viewport invisibly so size-reading
 * scripts (device type) see the real width. A script that times out gets its frame thrown away.
 */
export function createIsolatedScriptRunner(sandboxUrl: string): ScriptRunner {
  let frame: HTMLIFrameElement | undefined
  let ready: Promise<Window> | undefined
  let counter = 0

  const open = () => {
    const element = document.createElement('iframe')
    element.setAttribute('sandbox', 'allow-scripts')
    element.setAttribute('aria-hidden', 'true')
    element.tabIndex = -1
    element.title = 'Script sandbox'
    element.style.cssText = 'position:fixed;inset:0;width:100vw;height:100vh;border:0;visibility:hidden;pointer-events:none;z-index:-1'
    ready = new Promise<Window>((resolve) => {
      const onReady = (event: MessageEvent) => {
        if (event.source !== element.contentWindow || event.data?.type !== 'bb-ready') return
        removeEventListener('message', onReady)
        resolve(element.contentWindow as Window)
      }
      addEventListener('message', onReady)
    })
    element.src = sandboxUrl
    document.body.append(element)
    frame = element
    return ready
  }
  const close = () => {
    frame?.remove()
    frame = undefined
    ready = undefined
  }

  return {
    run: async ({ content, args }, timeoutMs) => {
      const id = `job${++counter}`
      const result = new Promise<ScriptOutcome>((resolve) => {
        const onMessage = (event: MessageEvent) => {
          const data = event.data
          if (event.source !== frame?.contentWindow || data?.type !== 'bb-done' || data.id !== id) return
          removeEventListener('message', onMessage)
          resolve(data.ok ? { ok: true, json: data.json } : { ok: false, error: String(data.error) })
        }
        addEventListener('message', onMessage)
      })
      const send = async () => {
        const target = await (ready ?? open())
        // Values are sent as JSON data, so whatever the bot holds crosses the boundary as plain values.
        target.postMessage({ type: 'bb-run', id, content, args: JSON.parse(JSON.stringify(args)) }, '*')
        return result
      }
      const outcome = await Promise.race([send(), timeout(timeoutMs)])
      if (!outcome.ok && outcome.error.startsWith('Timed out')) close()
      return outcome
    },
    dispose: close,
  }
}
