import { render } from '@testing-library/react'
import type { QueryClient } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { ReactNode } from 'react'
import { AppProviders } from '../../../src/app/AppProviders'
import { createQueryClient } from '../../../src/app/api/queryClient'
import { useConnectionStore } from '../../../src/app/auth/connectionStore'
import { routes } from '../../../src/app/routes'

/** Points the app's API client at a service, signed in with `token`. */
export function connectTo(baseUrl: string, token: string | null) {
  const apiUrl = `${baseUrl}/api`
  if (token) useConnectionStore.getState().signInWithToken({ token, builderUrl: apiUrl, chatUrl: apiUrl })
  else useConnectionStore.setState({ token: null, builderUrl: apiUrl, chatUrl: apiUrl })
}

/** The query client of a test: the app's error policy, no retries so failures show at once. */
export function testQueryClient(): QueryClient {
  const client = createQueryClient()
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } })
  return client
}

/** The whole app (every route, lazy pages included) at `path`, with real providers. */
export function renderApp(path: string, queryClient = testQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...view, router, queryClient }
}

/** A wrapper for renderHook: the app's providers around a hook under test. */
export function providersWith(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => <AppProviders queryClient={queryClient}>{children}</AppProviders>
}
