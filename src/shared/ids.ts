import { customAlphabet } from 'nanoid'

// 24 lower-case alphanumerics: ~124 bits, safe in URLs and file names.
const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz'
const generate = customAlphabet(alphabet, 24)

/** A new collision-resistant id for any stored entity or bot element. */
export const createId = (): string => generate()

/** A short random suffix for readable slugs such as public ids. */
export const createShortId = customAlphabet(alphabet, 6)
