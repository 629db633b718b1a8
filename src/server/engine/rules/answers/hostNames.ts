const ipv4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/
const label = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u
// A top-level domain is letters (any script), or its ASCII (punycode) form.
const topLevelDomain = /^(?:\p{L}{2,}|xn--[a-z\d-]+)$/iu

export const isIpv4 = (host: string) => ipv4.test(host)

/** `[…]` holding an address the URL parser accepts. */
export const isIpv6Literal = (host: string) => {
  if (!/^\[[\da-f:.]+\]$/i.test(host)) return false
  try {
    new URL(`http://${host}/`)
    return true
  } catch {
    return false
  }
}

/** A domain name of at least two labels whose last one is a top-level domain (`example.com`). */
export const hasTopLevelDomain = (host: string) => {
  const labels = host.split('.')
  return labels.length >= 2 && labels.every((part) => label.test(part)) && topLevelDomain.test(labels.at(-1)!)
}
