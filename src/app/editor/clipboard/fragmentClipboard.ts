import type { FlowFragment } from '../commands/fragment/flowFragment'
import { parseFragment, serializeFragment } from './fragmentFormat'

/** Where copied fragments go and come from. */
export type FragmentClipboard = { write: (fragment: FlowFragment) => Promise<void>; read: () => Promise<FlowFragment | null> }

// A copy of the last fragment for when the browser refuses clipboard access (menus need a
// permission that keyboard shortcuts do not): it still reaches other tabs of this app.
const mirrorKey = 'bb.editor.clipboard'
const mirror = {
  write: (text: string) => {
    try {
      localStorage.setItem(mirrorKey, text)
    } catch {
      // A full storage only loses the fallback copy.
    }
  },
  read: () => localStorage.getItem(mirrorKey),
}

/** The system clipboard through the async Clipboard API, for menu commands. */
export const systemClipboard: FragmentClipboard = {
  write: async (fragment) => {
    const text = serializeFragment(fragment)
    mirror.write(text)
    await navigator.clipboard?.writeText(text).catch(() => undefined)
  },
  read: async () => {
    const text = await navigator.clipboard?.readText().catch(() => null)
    return parseFragment(text) ?? parseFragment(mirror.read())
  },
}

/**
 * The clipboard of a copy, cut or paste event (Ctrl+C/X/V): the browser grants it without a
 * permission prompt, and only during the event, so it is read and written synchronously.
 */
export function eventClipboard(event: ClipboardEvent): FragmentClipboard {
  return {
    write: async (fragment) => {
      const text = serializeFragment(fragment)
      event.clipboardData?.setData('text/plain', text)
      mirror.write(text)
    },
    read: async () => {
      const text = event.clipboardData?.getData('text/plain')
      // An empty clipboard (one the browser keeps to itself) falls back to the last copy.
      return text ? parseFragment(text) : parseFragment(mirror.read())
    },
  }
}
