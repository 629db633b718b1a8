import { CircleAlert, CircleCheck, Info, X } from 'lucide-react'
import { cx, focusRing } from './cx'
import { useToastStore, type ToastKind } from './toastStore'

const icons: Record<ToastKind, React.ReactNode> = {
  success: <CircleCheck aria-hidden className="size-5 text-emerald-600 dark:text-emerald-400" />,
  error: <CircleAlert aria-hidden className="size-5 text-red-600 dark:text-red-400" />,
  info: <Info aria-hidden className="size-5 text-indigo-600 dark:text-indigo-400" />,
}

/** Where toasts appear; errors are announced at once (alert), the rest politely (status). */
export function Toaster() {
  const { toasts, dismiss } = useToastStore()
  return (
    <section aria-label="Notifications" className="pointer-events-none fixed right-4 bottom-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          className={cx(
            'pointer-events-auto flex items-start gap-3 rounded-xl border bg-white p-3 pl-4 text-sm text-zinc-900 shadow-lg dark:bg-zinc-900 dark:text-zinc-100',
            toast.kind === 'error' ? 'border-red-200 dark:border-red-900' : 'border-zinc-200 dark:border-zinc-800',
          )}
        >
          <span className="mt-px">{icons[toast.kind]}</span>
          <p className="flex-1 pt-0.5 break-words">{toast.message}</p>
          <button
            type="button"
            aria-label="Dismiss"
            onClick={() => dismiss(toast.id)}
            className={cx('rounded-md p-1 text-zinc-500 hover:bg-zinc-100 dark:hover:bg-zinc-800', focusRing)}
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      ))}
    </section>
  )
}
