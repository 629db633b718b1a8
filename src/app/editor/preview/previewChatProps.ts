import { SCRIPT_SANDBOX_PATH } from '@/shared/chat/scriptSandbox'
import { useConnectionStore } from '@/app/auth/connectionStore'

/**
 * How the builder's previews reach the service: the preview routes are builder routes (signed in
 * by the session cookie or the token), and the bot's own scripts run in the chat origin's sandbox
 * page, never in the builder's page.
 */
export function usePreviewChatProps() {
  const { builderUrl, chatUrl, token } = useConnectionStore()
  return { apiBase: builderUrl, token: token ?? '', scriptSandboxUrl: `${new URL(chatUrl).origin}${SCRIPT_SANDBOX_PATH}` }
}
