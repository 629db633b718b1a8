const isoDate = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?(Z|[+-]\d{2}:?\d{2})?$/i
// Words a written date may hold; `Date.parse` also accepts any other word (`"abc 2024"` is a date to it).
const dateWords =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|am|pm|gmt|utc|z|t)$/i

/**
 * The timestamp of a text that reads as a date, for the ordering operators (BLOCKS.md §3.2), else
 * undefined. ISO forms without an offset are read as UTC so results do not depend on the server's
 * zone; other forms (`March 7, 2024`, `2024/03/07`) must carry a four-digit year and only date words.
 */
export const parseComparableDate = (text: string): number | undefined => {
  const trimmed = text.trim()
  const iso = trimmed.match(isoDate)
  if (iso) {
    const [, year, month, day, hours = '0', minutes = '0', seconds = '0', millis = '0', offset] = iso
    const time = Date.UTC(+year, +month - 1, +day, +hours, +minutes, +seconds, +millis.padEnd(3, '0'))
    const date = new Date(time)
    // `2024-02-31` or `25:00` would roll over: not a date.
    const isReal = date.getUTCMonth() === +month - 1 && date.getUTCDate() === +day && date.getUTCHours() === +hours
    if (!isReal || +minutes > 59 || +seconds > 59) return undefined
    if (!offset) return time
    const zoned = Date.parse(trimmed.replace(' ', 'T'))
    return Number.isNaN(zoned) ? undefined : zoned
  }
  if (!/\b\d{4}\b/.test(trimmed)) return undefined
  const words = trimmed.match(/\p{L}+/gu) ?? []
  if (!words.every((word) => dateWords.test(word))) return undefined
  const time = Date.parse(trimmed)
  return Number.isNaN(time) ? undefined : time
}
