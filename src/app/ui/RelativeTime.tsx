import { relativeTime } from './relativeTime'

/** A date said in relative words, with the exact moment in a machine-readable attribute and on hover. */
export function RelativeTime({ date }: { date: string }) {
  return (
    <time dateTime={date} title={new Date(date).toLocaleString()}>
      {relativeTime(date)}
    </time>
  )
}
