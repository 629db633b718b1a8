import type * as PhoneNumbers from 'libphonenumber-js/max'
import type { CountryCode } from 'libphonenumber-js/max'
import type { PhoneNumberInputBlock } from '../../../../shared/bot/blocks/inputs/phone'
import type { IncomingMessage } from '../../../../shared/chat/message'
import type { AnswerCheck } from '../contracts'
import { invalidAnswer, textOf, validAnswer } from './answerCheckResults'
import { loadOnFirstUse } from '../../../modules/loadOnFirstUse'

/** Its metadata of every country's number plans is large: loaded with the first phone answer. */
const phoneNumbers = loadOnFirstUse<typeof PhoneNumbers>('libphonenumber-js/max')

// `00` opens an international number in any country (§5); the library only knows the default
// country's own prefix. Two characters for two keep the positions of the numbers found.
const doubleZeroPrefix = /(?<!\d)00(?=[\s.-]*[1-9])/g

/** The default country when it is a known ISO code (case-insensitive), else none. */
const usableCountry = (code: string | undefined): CountryCode | undefined => {
  const upper = code?.trim().toUpperCase()
  return upper && phoneNumbers().isSupportedCountry(upper) ? upper : undefined
}

/**
 * Phone input (§5): the first valid number found in the text (the max metadata checks real number
 * plans, not only lengths), `+`/`00` numbers of any country, others read in `defaultCountryCode`.
 * Where the text is read both ways, the number that starts first wins. Answer in E.164.
 */
export const checkPhoneAnswer = (input: PhoneNumberInputBlock, message: IncomingMessage | undefined): AnswerCheck => {
  const text = textOf(message)
  if (text === undefined) return invalidAnswer
  const defaultCountry = usableCountry(input.options?.defaultCountryCode)
  const options = defaultCountry ? { defaultCountry } : undefined
  const found = [text, text.replace(doubleZeroPrefix, ' +')]
    .map((candidate) => phoneNumbers().findPhoneNumbersInText(candidate, options)[0])
    .filter((match) => match !== undefined)
    .sort((a, b) => a.startsAt - b.startsAt)[0]
  return found ? validAnswer(found.number.number, text) : invalidAnswer
}
