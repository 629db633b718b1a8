import { z } from 'zod'

/** ISO 8601 date-time in UTC, the only time format on the wire. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true })

export const graphCoordinatesSchema = z.object({ x: z.number(), y: z.number() })
export type GraphCoordinates = z.infer<typeof graphCoordinatesSchema>

/** Ids are opaque strings; this bound only stops absurd input. */
export const idSchema = z.string().min(1).max(256)
