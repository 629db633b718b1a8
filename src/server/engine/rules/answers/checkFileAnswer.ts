import { defaultFileInputOptions, type FileInputBlock } from '../../../../shared/bot/blocks/inputs/file'
import type { IncomingMessage } from '../../../../shared/chat/message'
import type { AnswerCheck } from '../contracts'
import { invalidAnswer, textOf, validAnswer } from './answerCheckResults'
import { hasTopLevelDomain } from './hostNames'
import { isAllowedFileType } from './isAllowedFileType'

/** An uploaded file's address: http(s), and a host with a top-level domain unless it is trusted. */
const readFileUrl = (text: string, trustedHosts: string[]): URL | undefined => {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  const isTrusted =
    url.hostname === 'localhost' ||
    trustedHosts.some((host) => [url.host, url.hostname].includes(host.trim().toLowerCase()))
  return isTrusted || hasTopLevelDomain(url.hostname) ? url : undefined
}

/**
 * File input (§5). No message: a required input fails, an optional one is skipped. Otherwise the text
 * is split on ", " and every part must be a file URL (the client sends nothing else), of an allowed
 * type when a type list is on. Stored: the URLs, only the first when multiple files are not allowed.
 */
export const checkFileAnswer = (
  input: FileInputBlock,
  message: IncomingMessage | undefined,
  trustedHosts: string[],
): AnswerCheck => {
  const options = input.options
  if (message === undefined) {
    return (options?.isRequired ?? defaultFileInputOptions.isRequired) ? invalidAnswer : { status: 'skipped' }
  }
  const text = textOf(message)
  if (text === undefined) return invalidAnswer
  const parts = text.split(', ').map((part) => part.trim()).filter(Boolean)
  const urls = parts.map((part) => readFileUrl(part, trustedHosts))
  if (parts.length === 0 || urls.some((url) => url === undefined)) return invalidAnswer
  const allowedTypes = options?.allowedFileTypes?.isEnabled ? (options.allowedFileTypes.types ?? []) : []
  if (allowedTypes.length > 0 && !urls.every((url) => isAllowedFileType(url!, allowedTypes))) return invalidAnswer
  const isMultipleAllowed = options?.isMultipleAllowed ?? defaultFileInputOptions.isMultipleAllowed
  return validAnswer(isMultipleAllowed ? parts.join(', ') : parts[0], text)
}
