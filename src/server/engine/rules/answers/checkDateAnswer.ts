import {
  defaultDateInputOptions,
  resolveDateInputFormat,
  type DateInputBlock,
} from '../../../../shared/bot/blocks/inputs/date'
import type { IncomingMessage } from '../../../../shared/chat/message'
import type { AnswerCheck } from '../contracts'
import { invalidAnswer, textOf, validAnswer } from './answerCheckResults'
import { formatWallClock } from './formatWallClock'
import { parseDateText, parseIsoDate, type WallClock } from './parseDateText'

type DateOptions = NonNullable<DateInputBlock['options']>

const minuteMs = 60 * 1000
const dayMs = 24 * 60 * minuteMs

/**
 * A moment at the precision of the input: the day without `hasTime`, else the minute. Answers and
 * bounds are compared at this precision, as the client receives the bounds cut the same way (§2.2).
 */
const truncate = (time: number, hasTime: boolean) => {
  const unit = hasTime ? minuteMs : dayMs
  return time - (((time % unit) + unit) % unit)
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The two halves of a range: ` to `, ` - ` or ` <separator> `, at any occurrence, any case. */
const rangeSplits = (text: string, separator: string): [string, string][] => {
  const pattern = new RegExp([' to ', ' - ', ` ${separator} `].map(escapeRegex).join('|'), 'gi')
  return [...text.matchAll(pattern)].map((match) => [
    text.slice(0, match.index),
    text.slice(match.index + match[0].length),
  ])
}

const isWithinBounds = (time: number, options: DateOptions, hasTime: boolean) => {
  const [min, max] = [options.min, options.max].map((bound) => (bound ? parseIsoDate(bound) : undefined))
  if (min && time < truncate(min.time, hasTime)) return false
  return !(max && time > truncate(max.time, hasTime))
}

/**
 * Date input (§5): one date (or, with `isRange`, a start and an end not before it), each within
 * `min`/`max`, stored formatted with `format` as wall-clock values; a range as `<start> <separator> <end>`.
 */
export const checkDateAnswer = (input: DateInputBlock, message: IncomingMessage | undefined, now: Date): AnswerCheck => {
  const text = textOf(message)
  if (text === undefined) return invalidAnswer
  const options: DateOptions = input.options ?? {}
  const hasTime = options.hasTime ?? defaultDateInputOptions.hasTime
  const pattern = resolveDateInputFormat(options)
  // Day-first reading follows the stored pattern: `dd/MM/yyyy` (and `d/M/yyyy`) start with the day.
  const readOptions = { isDayFirst: pattern.startsWith('d'), now }
  const read = (part: string): number | undefined => {
    const date: WallClock | undefined = parseDateText(part, readOptions)
    if (!date) return undefined
    const time = truncate(date.time, hasTime)
    return isWithinBounds(time, options, hasTime) ? time : undefined
  }
  const write = (time: number) => formatWallClock(time, pattern, resolveDateInputFormat({ hasTime }))
  if (!options.isRange) {
    const time = read(text)
    return time === undefined ? invalidAnswer : validAnswer(write(time), text)
  }
  const separator = options.labels?.separator || defaultDateInputOptions.labels.separator
  for (const [startText, endText] of rangeSplits(text.trim(), separator)) {
    const [start, end] = [read(startText), read(endText)]
    if (start !== undefined && end !== undefined && start <= end) {
      return validAnswer(`${write(start)} ${separator} ${write(end)}`, text)
    }
  }
  return invalidAnswer
}
