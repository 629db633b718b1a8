import { type IpAddress, type IpRange, inRange, parseIp, parseRange } from './ipAddress'

const range = (text: string): IpRange => {
  const parsed = parseRange(text)
  if (!parsed) throw new Error(`Bad built-in range ${text}`)
  return parsed
}

/** IPv4 special-purpose ranges (IANA registry) and cloud metadata addresses outside them. */
const BLOCKED_IPV4 = [
  '0.0.0.0/8', // "this network": 0.0.0.0 reaches the local host
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '100.64.0.0/10', // carrier-grade NAT, also Alibaba Cloud's metadata service 100.100.100.200
  '127.0.0.0/8',
  '169.254.0.0/16', // link-local, with the metadata service 169.254.169.254
  '192.0.0.0/24', // IETF protocol assignments, with Oracle Cloud's metadata 192.0.0.192
  '192.0.2.0/24',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '192.88.99.0/24',
  '198.18.0.0/15',
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, and the broadcast address
  '168.63.129.16/32', // Azure's host services, reachable from every VM
].map(range)

/**
 * Only global unicast IPv6 (2000::/3) is public, which leaves out loopback, unspecified,
 * unique-local (fc00::/7, with AWS's metadata fd00:ec2::254), link-local, multicast and the rest.
 */
const GLOBAL_IPV6 = range('2000::/3')
const BLOCKED_IPV6 = ['2001::/32' /* Teredo */, '2001:db8::/32', '3fff::/20' /* documentation */].map(range)

/** IPv6 forms that carry an IPv4 address: the IPv4 address is what gets reached. */
const MAPPED = range('::ffff:0:0/96')
const NAT64 = range('64:ff9b::/96')
const SIX_TO_FOUR = range('2002::/16')

const ipv4 = (bytes: Uint8Array): IpAddress => ({ version: 4, bytes })

function embeddedIpv4(ip: IpAddress): IpAddress | null {
  if (ip.version !== 6) return null
  if (inRange(ip, MAPPED) || inRange(ip, NAT64)) return ipv4(ip.bytes.slice(12))
  if (inRange(ip, SIX_TO_FOUR)) return ipv4(ip.bytes.slice(2, 6))
  return null
}

function isPublicIp(ip: IpAddress): boolean {
  const inner = embeddedIpv4(ip)
  if (inner) return isPublicIp(inner)
  if (ip.version === 4) return !BLOCKED_IPV4.some((blocked) => inRange(ip, blocked))
  return inRange(ip, GLOBAL_IPV6) && !BLOCKED_IPV6.some((blocked) => inRange(ip, blocked))
}

/** True for a globally routable unicast address; false for private, loopback, link-local, etc. */
export function isPublicAddress(address: string): boolean {
  const ip = parseIp(address)
  return ip !== null && isPublicIp(ip)
}

/** Lower-case, without IPv6 brackets or a trailing dot, so `LocalHost.` matches `localhost`. */
export function normalizeHostname(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '')
}

/** Which targets outbound connections may reach. */
export type AddressPolicy = {
  /** Whether `address`, one that `hostname` resolved to, may be contacted. */
  allows: (hostname: string, address: string) => boolean
}

/**
 * Public addresses only, plus what the server's configuration explicitly allows: host names
 * (`internal.example`, or `*.example` for its subdomains, whatever they resolve to), and addresses
 * or CIDR ranges (`10.1.2.3`, `10.0.0.0/8`, `fd00::/8`).
 */
export function createAddressPolicy(allowHosts: readonly string[] = []): AddressPolicy {
  const names = new Set<string>()
  const suffixes: string[] = []
  const ranges: IpRange[] = []
  for (const entry of allowHosts.map(normalizeHostname).filter(Boolean)) {
    const allowedRange = parseRange(entry)
    if (allowedRange) ranges.push(allowedRange)
    else if (entry.startsWith('*.')) suffixes.push(entry.slice(1))
    else names.add(entry)
  }
  return {
    allows(hostname, address) {
      const name = normalizeHostname(hostname)
      if (names.has(name) || suffixes.some((suffix) => name.endsWith(suffix))) return true
      const ip = parseIp(address)
      if (!ip) return false
      const inner = embeddedIpv4(ip)
      if (ranges.some((allowed) => inRange(ip, allowed) || (inner !== null && inRange(inner, allowed)))) return true
      return isPublicIp(ip)
    },
  }
}

/** The `HTTP_ALLOWLIST` setting: comma-separated host names, addresses and CIDR ranges. */
export function httpAllowlistFromEnv(env: NodeJS.ProcessEnv): string[] {
  return (env.HTTP_ALLOWLIST ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
}
