import { useState, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { createQueryClient } from './api/queryClient'
import { useApplyTheme } from './theme/useApplyTheme'
import { Toaster } from './ui/Toaster'

/** Server state, theme and toasts: everything a page needs around it (tests pass their own client). */
export function AppProviders({ queryClient, children }: { queryClient?: QueryClient; children: ReactNode }) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  useApplyTheme()
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  )
}
