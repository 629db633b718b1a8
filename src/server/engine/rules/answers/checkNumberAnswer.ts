import type { NumberInputBlock } from '../../../../shared/bot/blocks/inputs/number'
import type { IncomingMessage } from '../../../../shared/chat/message'
import type { AnswerCheck, RuntimeVariable } from '../contracts'
import { parseDecimalNumber } from '../numbers/parseDecimalNumber'
import { resolveNumberOrVariable } from '../variables/resolveNumberOrVariable'
import { invalidAnswer, textOf, validAnswer } from './answerCheckResults'

const stepTolerance = 1e-9
// Leading zeros (`007`) are part of what was meant: such text is stored as typed.
const leadingZeros = /^0\d/

/** Whether `value` sits on the grid `base + k × step` (k integer, within the tolerance of §5). */
const isOnStep = (value: number, base: number, step: number) => {
  const steps = (value - base) / step
  return Math.abs(steps - Math.round(steps)) <= stepTolerance
}

/**
 * Number input (§5): the whole trimmed text is a decimal number, within `min`/`max` inclusive (0 and
 * negative bounds are real bounds; an unset or non-numeric bound is none), on the `step` grid from
 * `min` (else 0). Stored as canonical number text, or as typed when it has leading zeros.
 */
export const checkNumberAnswer = (
  input: NumberInputBlock,
  message: IncomingMessage | undefined,
  variables: RuntimeVariable[],
): AnswerCheck => {
  const text = textOf(message)
  const value = text === undefined ? undefined : parseDecimalNumber(text)
  if (text === undefined || value === undefined) return invalidAnswer
  const [min, max, step] = [input.options?.min, input.options?.max, input.options?.step].map((option) =>
    resolveNumberOrVariable(option, variables),
  )
  if (min !== undefined && value < min) return invalidAnswer
  if (max !== undefined && value > max) return invalidAnswer
  if (step !== undefined && step > 0 && !isOnStep(value, min ?? 0, step)) return invalidAnswer
  const trimmed = text.trim()
  return validAnswer(leadingZeros.test(trimmed) ? trimmed : String(value), text)
}
