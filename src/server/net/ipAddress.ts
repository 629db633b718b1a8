import { isIP } from 'node:net'

/** An IP address as bytes: 4 for IPv4, 16 for IPv6. */
export type IpAddress = { version: 4 | 6; bytes: Uint8Array }
export type IpRange = { address: IpAddress; prefix: number }

/** Parses an IPv4 or IPv6 address (brackets and a zone id allowed); null for anything else. */
export function parseIp(text: string): IpAddress | null {
  const address = text.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '')
  const version = isIP(address)
  if (version === 4) return { version: 4, bytes: Uint8Array.from(address.split('.').map(Number)) }
  if (version === 6) return { version: 6, bytes: ipv6Bytes(address) }
  return null
}

/** Parses `address/prefix`, or a single address as a range of one. */
export function parseRange(text: string): IpRange | null {
  const [addressText, prefixText, ...rest] = text.trim().split('/')
  const address = parseIp(addressText)
  if (!address || rest.length > 0) return null
  const bits = address.bytes.length * 8
  const prefix = prefixText === undefined ? bits : Number(prefixText)
  if (!/^\d+$/.test(prefixText ?? String(bits)) || prefix > bits) return null
  return { address, prefix }
}

export function inRange(ip: IpAddress, range: IpRange): boolean {
  if (ip.version !== range.address.version) return false
  for (let bit = 0; bit < range.prefix; bit += 8) {
    const mask = range.prefix - bit >= 8 ? 0xff : (0xff << (8 - (range.prefix - bit))) & 0xff
    const index = bit / 8
    if ((ip.bytes[index] & mask) !== (range.address.bytes[index] & mask)) return false
  }
  return true
}

/** Text form of an address, IPv6 without compression (only for messages). */
export function formatIp(ip: IpAddress): string {
  if (ip.version === 4) return ip.bytes.join('.')
  const words = Array.from({ length: 8 }, (_, i) => ((ip.bytes[2 * i] << 8) | ip.bytes[2 * i + 1]).toString(16))
  return words.join(':')
}

/** Expects a valid IPv6 address (checked by isIP), possibly ending in a dotted IPv4 part. */
function ipv6Bytes(address: string): Uint8Array {
  let text = address
  const tail = text.slice(text.lastIndexOf(':') + 1)
  if (tail.includes('.')) {
    const [a, b, c, d] = tail.split('.').map(Number)
    text = `${text.slice(0, text.length - tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, rest] = text.split('::')
  const headWords = head ? head.split(':') : []
  const restWords = rest ? rest.split(':') : []
  const zeros = rest === undefined ? [] : Array<string>(8 - headWords.length - restWords.length).fill('0')
  const words = [...headWords, ...zeros, ...restWords].map((word) => parseInt(word, 16))
  const bytes = new Uint8Array(16)
  words.forEach((word, i) => {
    bytes[2 * i] = word >> 8
    bytes[2 * i + 1] = word & 0xff
  })
  return bytes
}
