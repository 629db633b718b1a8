import { useEffect, useLayoutEffect, useRef } from 'react'
import { mountCalComBooking } from '../../runtime/calComEmbed'
import type { CalComBooking as Booking } from '../../runtime/chatState'

type Props = { booking: Booking; inPage: boolean; isDone?: boolean; onBooked: (date: string | null) => void }

/**
 * Cal.com's booking calendar in the conversation; the chat goes on once the visitor has booked.
 * Where third-party scripts may not run (the builder's preview), the event's page is linked instead
 * and the preview can go on without a booking.
 */
export function CalComBooking({ booking, inPage, isDone, onBooked }: Props) {
  const element = useRef<HTMLDivElement>(null)
  const booked = useRef(onBooked)
  useLayoutEffect(() => {
    booked.current = onBooked
  })
  useEffect(() => {
    if (!inPage || !element.current) return
    return mountCalComBooking(element.current, booking, (date) => booked.current(date))
  }, [booking, inPage])
  if (inPage) return <div ref={element} className="bbc-bubble bbc-host bbc-cal-com" style={{ width: '100%', minHeight: 400, overflow: 'auto' }} aria-label="Booking calendar" />
  const eventUrl = `${booking.baseUrl}/${booking.link}`
  return (
    <div className="bbc-bubble bbc-host" data-bubble="cal-com-link">
      <p>The booking calendar of this event shows on the published chat page.</p>
      <div className="bbc-actions">
        <a className="bbc-button" href={eventUrl} target="_blank" rel="noopener noreferrer">
          Open the event
        </a>
        {!isDone && (
          <button type="button" className="bbc-button" onClick={() => onBooked(null)}>
            Continue without booking
          </button>
        )}
      </div>
    </div>
  )
}
