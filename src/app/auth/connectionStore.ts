import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

export type ServiceUrls = { builderUrl: string; chatUrl: string }
export type Connection = ServiceUrls & { token: string }

type ConnectionState = ServiceUrls & {
  token: string | null
  /** Why the user was signed out, shown on the sign-in page; never stored. */
  notice: string | null
  signIn: (connection: Connection) => void
  signOut: (notice?: string) => void
}

/** Both APIs default to the service that served the app. */
export const defaultApiUrl = () => `${window.location.origin}/api`

/** "https://x/api/" and "https://x/api" are the same service. */
export const normalizeUrl = (url: string) => url.trim().replace(/\/+$/, '')

/** The signed-in connection: token and the two base URLs, kept in localStorage. */
export const useConnectionStore = create<ConnectionState>()(
  persist(
    (set) => ({
      token: null,
      builderUrl: defaultApiUrl(),
      chatUrl: defaultApiUrl(),
      notice: null,
      signIn: ({ token, builderUrl, chatUrl }) =>
        set({ token, builderUrl: normalizeUrl(builderUrl), chatUrl: normalizeUrl(chatUrl), notice: null }),
      signOut: (notice) => set({ token: null, notice: notice ?? null }),
    }),
    {
      name: 'bb.connection',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, builderUrl, chatUrl }) => ({ token, builderUrl, chatUrl }),
    },
  ),
)
