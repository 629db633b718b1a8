import { useConnectionStore } from '@/app/auth/connectionStore'
import { storedFilesPath } from '@/shared/storedFiles'

/**
 * Where the builder opens a visitor's file. Files the service stores are linked on the chat origin,
 * which never honours the admin app's session: a private one would refuse the owner there. Signed in
 * to its own service, the app opens them on the builder's origin, where its session counts.
 */
export function useFileLink(): (url: string) => string {
  const { chatUrl, builderUrl, hasSession } = useConnectionStore()
  return (url) => {
    if (!hasSession) return url
    try {
      const file = new URL(url)
      if (file.origin !== new URL(chatUrl).origin || !file.pathname.startsWith(`${storedFilesPath}/`)) return url
      return `${new URL(builderUrl).origin}${file.pathname}`
    } catch {
      return url
    }
  }
}
