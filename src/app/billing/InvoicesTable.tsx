import { ExternalLink, Receipt } from 'lucide-react'
import type { Invoice } from '@/shared/billing'

/** An amount in its own currency, as the reader's locale writes money. */
export function formatAmount({ amount, currency }: Pick<Invoice, 'amount' | 'currency'>) {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency: currency.toUpperCase() }).format(amount)
  } catch {
    // A code Intl does not know is still shown, next to the plain number.
    return `${amount.toLocaleString()} ${currency.toUpperCase()}`
  }
}

/** Invoices, newest first: when, how much, and the provider's page for it. */
export function InvoicesTable({ invoices }: { invoices: Invoice[] }) {
  if (invoices.length === 0) {
    return (
      <div className="flex items-start gap-3 text-sm text-zinc-600 dark:text-zinc-400">
        <Receipt aria-hidden className="mt-0.5 size-5 shrink-0 text-zinc-400" />
        <p>No invoices. A service running on your own machine bills nobody; a hosted service lists its invoices here.</p>
      </div>
    )
  }
  const sorted = [...invoices].sort((a, b) => b.date - a.date)
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
        <tr className="border-b border-zinc-200 dark:border-zinc-800">
          <th scope="col" className="py-2 pr-4 font-semibold">Date</th>
          <th scope="col" className="py-2 pr-4 text-right font-semibold">Amount</th>
          <th scope="col" className="py-2 font-semibold"><span className="sr-only">Invoice</span></th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((invoice) => {
          const date = new Date(invoice.date * 1000).toLocaleDateString(undefined, { dateStyle: 'medium' })
          return (
            <tr key={invoice.id} className="border-b border-zinc-100 last:border-0 dark:border-zinc-800/70">
              <td className="py-2 pr-4 text-zinc-900 dark:text-zinc-100">{date}</td>
              <td className="py-2 pr-4 text-right text-zinc-900 tabular-nums dark:text-zinc-100">{formatAmount(invoice)}</td>
              <td className="py-2 text-right">
                <a href={invoice.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline dark:text-indigo-300">
                  View invoice of {date}
                  <ExternalLink aria-hidden className="size-3.5" />
                </a>
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
