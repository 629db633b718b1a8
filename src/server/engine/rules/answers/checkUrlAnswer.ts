import type { IncomingMessage } from '../../../../shared/chat/message'
import type { AnswerCheck } from '../contracts'
import { invalidAnswer, textOf, validAnswer } from './answerCheckResults'
import { hasTopLevelDomain, isIpv4, isIpv6Literal } from './hostNames'

const httpScheme = /^https?:\/\//i
// Another scheme (`mailto:`, `ftp:`); a colon followed by digits is a port (`example.com:8080`).
const otherScheme = /^[a-z][a-z\d+.-]*:(?!\d)/i

/** The host of a URL written without its scheme, or undefined when the address is malformed. */
const hostOf = (rest: string) => {
  try {
    new URL(`http://${rest}`)
  } catch {
    return undefined
  }
  const authority = rest.split(/[/?#]/)[0]
  const hostAndPort = authority.slice(authority.lastIndexOf('@') + 1)
  return hostAndPort.replace(/:\d*$/, '')
}

/** URL input (§5): scheme http/https or none, a host with a top-level domain or an IP, no spaces. */
export const checkUrlAnswer = (message: IncomingMessage | undefined): AnswerCheck => {
  const text = textOf(message)
  if (text === undefined) return invalidAnswer
  const url = text.trim()
  if (url === '' || /\s/.test(url)) return invalidAnswer
  const scheme = url.match(httpScheme)
  if (!scheme && otherScheme.test(url)) return invalidAnswer
  const host = hostOf(scheme ? url.slice(scheme[0].length) : url)
  if (host === undefined) return invalidAnswer
  return isIpv4(host) || isIpv6Literal(host) || hasTopLevelDomain(host) ? validAnswer(url, text) : invalidAnswer
}
