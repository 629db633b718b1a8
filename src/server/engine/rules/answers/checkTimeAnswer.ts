import { defaultTimeInputOptions, type TimeInputBlock } from '../../../../shared/bot/blocks/inputs/time'
import type { IncomingMessage } from '../../../../shared/chat/message'
import type { AnswerCheck } from '../contracts'
import { invalidAnswer, textOf, validAnswer } from './answerCheckResults'
import { formatWallClock } from './formatWallClock'

const twentyFourHour = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/
const twelveHour = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?$/i

/** Hours, minutes and seconds of a typed time, or undefined when out of range. */
const readTime = (text: string): [number, number, number] | undefined => {
  const trimmed = text.trim()
  const full = trimmed.match(twentyFourHour)
  if (full) {
    const [hours, minutes, seconds] = [Number(full[1]), Number(full[2]), Number(full[3] ?? 0)]
    return hours < 24 && minutes < 60 && seconds < 60 ? [hours, minutes, seconds] : undefined
  }
  const short = trimmed.match(twelveHour)
  if (!short) return undefined
  const [hours, minutes] = [Number(short[1]), Number(short[2] ?? 0)]
  if (hours < 1 || hours > 12 || minutes > 59) return undefined
  // 12 am is midnight, 12 pm is noon.
  return [(hours % 12) + (short[3].toLowerCase() === 'p' ? 12 : 0), minutes, 0]
}

/** Time input (§5): `H:mm`, `HH:mm`, `HH:mm:ss` or `h[:mm] am/pm`, stored formatted with `format`. */
export const checkTimeAnswer = (input: TimeInputBlock, message: IncomingMessage | undefined): AnswerCheck => {
  const text = textOf(message)
  const time = text === undefined ? undefined : readTime(text)
  if (text === undefined || time === undefined) return invalidAnswer
  const [hours, minutes, seconds] = time
  const pattern = input.options?.format || defaultTimeInputOptions.format
  return validAnswer(formatWallClock(Date.UTC(1970, 0, 1, hours, minutes, seconds), pattern, defaultTimeInputOptions.format), text)
}
