import { create } from 'zustand'

export type ToastKind = 'success' | 'error' | 'info'
export type Toast = { id: number; kind: ToastKind; message: string }

/** `untilDismissed`: for news the reader must not miss while the page is still loading. */
type ToastOptions = { untilDismissed?: boolean }
type ToastState = { toasts: Toast[]; push: (kind: ToastKind, message: string, options?: ToastOptions) => void; dismiss: (id: number) => void }

// Errors stay longer: they usually ask the reader to do something.
const lifetimeMs: Record<ToastKind, number> = { success: 4000, info: 5000, error: 8000 }
let nextId = 1

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  push: (kind, message, options) => {
    // The same failure reported by several queries at once shows once.
    if (get().toasts.some((toast) => toast.kind === kind && toast.message === message)) return
    const id = nextId++
    set({ toasts: [...get().toasts, { id, kind, message }].slice(-4) })
    if (!options?.untilDismissed) setTimeout(() => get().dismiss(id), lifetimeMs[kind])
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((toast) => toast.id !== id) }),
}))

/** Shows a short message in the corner of the window. */
export const toast = {
  success: (message: string) => useToastStore.getState().push('success', message),
  error: (message: string) => useToastStore.getState().push('error', message),
  info: (message: string, options?: ToastOptions) => useToastStore.getState().push('info', message, options),
}
