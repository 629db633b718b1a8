import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

export type ServiceUrls = { builderUrl: string; chatUrl: string }
export type Connection = ServiceUrls & { token: string }

type ConnectionState = ServiceUrls & {
  /**
   * The bearer token for a service on another origin, which cannot set this app a cookie. Kept for
   * this tab only (sessionStorage); null when signed in to the app's own service.
   */
  token: string | null
  /** Signed in to the service that served the app, through its HttpOnly session cookie (no token here). */
  hasSession: boolean
  /** Why the user was signed out, shown on the sign-in page; never stored. */
  notice: string | null
  signInWithToken: (connection: Connection) => void
  signInWithSession: (urls: ServiceUrls) => void
  signOut: (notice?: string) => void
}

const TOKEN_KEY = 'bb.remoteToken'

/** Both APIs default to the service that served the app. */
export const defaultApiUrl = () => `${window.location.origin}/api`

/** "https://x/api/" and "https://x/api" are the same service. */
export const normalizeUrl = (url: string) => url.trim().replace(/\/+$/, '')

/** Whether the builder API at `url` is the app's own service (cookie session) or another (bearer token). */
export const isOwnService = (url: string) => normalizeUrl(url) === defaultApiUrl()

/** The signed-in connection: the two base URLs and how the app proves who it is. */
export const useConnectionStore = create<ConnectionState>()(
  persist(
    (set) => ({
      token: sessionStorage.getItem(TOKEN_KEY),
      hasSession: false,
      builderUrl: defaultApiUrl(),
      chatUrl: defaultApiUrl(),
      notice: null,
      signInWithToken: ({ token, builderUrl, chatUrl }) => {
        sessionStorage.setItem(TOKEN_KEY, token)
        set({ token, hasSession: false, builderUrl: normalizeUrl(builderUrl), chatUrl: normalizeUrl(chatUrl), notice: null })
      },
      signInWithSession: ({ builderUrl, chatUrl }) => {
        sessionStorage.removeItem(TOKEN_KEY)
        set({ token: null, hasSession: true, builderUrl: normalizeUrl(builderUrl), chatUrl: normalizeUrl(chatUrl), notice: null })
      },
      signOut: (notice) => {
        sessionStorage.removeItem(TOKEN_KEY)
        set({ token: null, hasSession: false, notice: notice ?? null })
      },
    }),
    {
      name: 'bb.connection',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ hasSession, builderUrl, chatUrl }) => ({ hasSession, builderUrl, chatUrl }),
    },
  ),
)

/** Signed in, one way or the other. */
export const useIsSignedIn = () => useConnectionStore((state) => state.token !== null || state.hasSession)
