import { afterEach, describe, expect, it } from 'vitest'
import { openZendeskWidget } from '../../../src/chat/runtime/zendeskWidget'

/** Zendesk's `zE` as its snippet defines it: records the calls, answers loginUser's callback with a recorder. */
function fakeZendesk() {
  const calls: unknown[][] = []
  const zE = (...args: unknown[]) => {
    calls.push(args)
    if (args[1] === 'loginUser') (args[2] as (answer: (token: string) => void) => void)((token) => calls.push(['token given', token]))
  }
  return { zE, calls }
}

const snippet = () => document.getElementById('ze-snippet') as HTMLScriptElement | null

afterEach(() => {
  snippet()?.remove()
  delete window.zE
})

describe('the Zendesk widget on the chat page', () => {
  it('loads Zendesk’s snippet for the key only when asked, then signs the visitor in and opens the messenger', async () => {
    expect(snippet()).toBeNull()
    const opened = openZendeskWidget({ key: 'key 1', token: 'jwt-1' })
    expect(snippet()!.src).toBe('https://static.zdassets.com/ekr/snippet.js?key=key%201')
    const zendesk = fakeZendesk()
    window.zE = zendesk.zE as never
    snippet()!.dispatchEvent(new Event('load'))
    expect(await opened).toBeUndefined()
    expect(zendesk.calls).toEqual([['messenger', 'loginUser', expect.any(Function)], ['token given', 'jwt-1'], ['messenger', 'open']])
  })

  it('opens an already loaded widget for an anonymous visitor without adding the snippet again', async () => {
    const zendesk = fakeZendesk()
    window.zE = zendesk.zE as never
    expect(await openZendeskWidget({ key: 'key-1' })).toBeUndefined()
    expect(snippet()).toBeNull()
    expect(zendesk.calls).toEqual([['messenger', 'open']])
  })

  it('says so when the snippet cannot load, and removes it', async () => {
    const opened = openZendeskWidget({ key: 'key-1' })
    snippet()!.dispatchEvent(new Event('error'))
    expect(await opened).toContain('could not load')
    expect(snippet()).toBeNull()
  })
})
