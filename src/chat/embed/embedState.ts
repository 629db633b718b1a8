import type { ChatControls } from '../components/ChatApp'

/** What the page's script set before or after the widgets appeared, shared by every widget. */
export const embedState = {
  prefilledVariables: {} as Record<string, unknown>,
  /** Controls of every chat started on the page, for `sendCommand`. */
  chats: new Set<ChatControls>(),
  /** Popups and bubbles on the page, for open/close/toggle. */
  openables: new Set<{ open: () => void; close: () => void; toggle: () => void; showPreviewMessage?: (text?: string) => void }>(),
}

/** The service that serves this script: chats talk to its API. */
export const serviceApiBase = () => `${new URL(import.meta.url).origin}/api`

/** Variables from a widget's `prefilled-variables` attribute (JSON), then the page's script. */
export function prefilledFor(element: HTMLElement): Record<string, unknown> {
  let fromAttribute: Record<string, unknown> = {}
  try {
    fromAttribute = JSON.parse(element.getAttribute('prefilled-variables') ?? '{}') as Record<string, unknown>
  } catch {
    // A malformed attribute is ignored rather than breaking the page.
  }
  return { ...fromAttribute, ...embedState.prefilledVariables }
}
