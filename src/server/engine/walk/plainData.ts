/**
 * A JSON copy: drops keys whose value is undefined. Used on what goes into the response and the
 * stored session, which must be the same after a JSON round trip.
 */
export const plainData = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T
