import type { LookupAddress } from 'node:dns'
import { lookup } from 'node:dns/promises'
import type { AddressPolicy } from './addressPolicy'
import { normalizeHostname } from './addressPolicy'
import { BlockedAddressError } from './errors'
import { parseIp } from './ipAddress'

/** Every address a host name resolves to (like `dns.lookup` with `all: true`). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true })

/**
 * Resolves `hostname` and returns its addresses when the policy allows every one of them, so the
 * caller can connect to exactly these (a later DNS answer must not swap in another address).
 * Refuses the whole host when any address is refused: which one a connection would use is not ours
 * to choose, and a mixed answer is a classic way to slip a private address in.
 */
export async function vetHost(hostname: string, policy: AddressPolicy, resolve: Resolver, url: string): Promise<LookupAddress[]> {
  const name = normalizeHostname(hostname)
  const literal = parseIp(name)
  const addresses = literal ? [{ address: name, family: literal.version }] : await resolve(name)
  if (addresses.length === 0) throw new Error(`${name} did not resolve to any address`)
  const refused = addresses.find(({ address }) => !policy.allows(name, address))
  if (refused) {
    const resolved = literal ? name : `${name} (${refused.address})`
    throw new BlockedAddressError(`Refused: ${resolved} is not a public address`, url)
  }
  return addresses
}
