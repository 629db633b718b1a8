import { useEffect, useRef, type CSSProperties } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { chatCss } from '../theme/chatCss'
import { ChatApp, type ChatProps } from './ChatApp'

type Mount = { root: Root; unmountTimer?: ReturnType<typeof setTimeout> }
const mounts = new WeakMap<Element, Mount>()

export type MountedChat = { update: (props: ChatProps) => void; unmount: () => void }

/**
 * Renders a chat into `host`, inside an open shadow root with its own stylesheet and React root
 * (events stay inside the shadow tree). For pages without React of their own: the public page and
 * the widget. Unmounting waits a tick, so an immediate remount of the same host keeps the chat.
 */
export function mountChat(host: HTMLElement, props: ChatProps): MountedChat {
  let mount = mounts.get(host)
  if (mount?.unmountTimer) clearTimeout(mount.unmountTimer)
  if (!mount) {
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
    const style = document.createElement('style')
    style.textContent = chatCss
    const container = document.createElement('div')
    container.style.height = '100%'
    shadow.replaceChildren(style, container)
    mount = { root: createRoot(container) }
    mounts.set(host, mount)
  }
  const current = mount
  current.root.render(<ChatApp {...props} />)
  return {
    update: (next) => current.root.render(<ChatApp {...next} />),
    unmount: () => {
      current.unmountTimer = setTimeout(() => {
        mounts.delete(host)
        current.root.unmount()
      })
    },
  }
}

/**
 * The visitor's chat as a React component. Restart it by changing its `key`. Everything it draws
 * lives in a shadow root, so neither the host page's styles nor the bot's custom CSS cross over.
 */
export function Chat({ className, style, ...props }: ChatProps & { className?: string; style?: CSSProperties }) {
  const host = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const mounted = mountChat(host.current!, props)
    return () => mounted.unmount()
  })
  return <div ref={host} className={className} style={{ height: '100%', ...style }} data-chat-host="" />
}
