// What the public chat page will ship: the chat mounted on a page without React of its own.
import { mountChat } from '../../src/chat'

const host = document.getElementById('chat')!
const publicId = location.pathname.split('/').pop() ?? ''
mountChat(host, { apiBase: `${location.origin}/api`, source: { type: 'public', publicId } })
