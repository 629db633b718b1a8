/**
 * The visitor-facing chat: the builder's preview, the public page `/b/{publicId}` and the widget.
 * No admin code, no zod, no oRPC here: only React and `import type` from src/shared (plus the
 * zod-free theme and settings resolvers).
 *
 * Public page:
 *   mountChat(element, { apiBase: `${origin}/api`, source: { type: 'public', publicId },
 *     prefilledVariables, onStartProps: ({ customHeadCode }) => inject(customHeadCode) })
 * Preview (inside React): <Chat key={runKey} apiBase={chatUrl}
 *   source={{ type: 'preview', botId, token, startFrom }} onRunningBlockChange={…} onLogs={…} />
 *
 * Remember user is automatic for public chats: the result id is read from session or local storage
 * before startChat and kept where `settings.general.rememberUser.storage` says.
 */
export { Chat, mountChat, type MountedChat } from './components/Chat'
export type { ChatControls, ChatProps } from './components/ChatApp'
export { createChatApi, ChatApiError, type ChatApi, type PreviewStart } from './api/chatApi'
export type { ChatSource, ChatHooks, TurnLogs } from './runtime/chatController'
