import { Skeleton } from '@/app/ui/Skeleton'
import { CardGrid } from './CardGrid'

/** Placeholders of the real sections' sizes (heading, cards), so nothing moves when they arrive. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading bots and folders" className="space-y-8">
      {[3, 6].map((count, section) => (
        <div key={count}>
          <Skeleton className="mb-3 h-4 w-16" />
          <CardGrid>
            {Array.from({ length: count }, (_, index) => (
              <li key={index}>
                <Skeleton className={section === 0 ? 'h-16 rounded-xl' : 'h-40 rounded-xl'} />
              </li>
            ))}
          </CardGrid>
        </div>
      ))}
    </div>
  )
}
