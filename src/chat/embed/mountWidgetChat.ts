import { mountChat } from '../components/Chat'
import { embedState, prefilledFor, serviceApiBase } from './embedState'

/** Starts the chat of a widget in `host` (its own shadow root), registered for the page's commands. */
export function mountWidgetChat(host: HTMLElement, element: HTMLElement) {
  const publicId = element.getAttribute('public-id') ?? ''
  return mountChat(host, {
    apiBase: element.getAttribute('api-host') ? `${element.getAttribute('api-host')}/api` : serviceApiBase(),
    source: { type: 'public', publicId },
    prefilledVariables: prefilledFor(element),
    scriptContext: 'page',
    onReady: (controls) => embedState.chats.add(controls),
  })
}
