import { describe, expect, it } from 'vitest'
import { createAddressPolicy, httpAllowlistFromEnv, isPublicAddress } from '../../src/server/net/addressPolicy'
import { inRange, parseIp, parseRange } from '../../src/server/net/ipAddress'

describe('the address rules', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '0.0.0.0',
    '0.1.2.3',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '100.100.100.200',
    '169.254.169.254',
    '169.254.170.2',
    '168.63.129.16',
    '192.0.0.192',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::7f00:1',
    '2002:7f00:1::1',
    '::127.0.0.1',
    'fc00::1',
    'fd00:ec2::254',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '2001:db8::1',
    'not an address',
  ])('refuse %s', (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '[2a00:1450:4007:80e::200e]'])(
    'accept the public address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true)
    },
  )

  it('parses IPv6 forms and matches ranges bit by bit', () => {
    expect(parseIp('::ffff:1.2.3.4')).toEqual(parseIp('0:0:0:0:0:ffff:102:304'))
    expect(parseIp('1.2.3')).toBeNull()
    const range = parseRange('172.16.0.0/12')!
    expect(inRange(parseIp('172.31.1.1')!, range)).toBe(true)
    expect(inRange(parseIp('172.32.0.0')!, range)).toBe(false)
    expect(parseRange('10.0.0.0/33')).toBeNull()
  })

  it('allows what the configuration names: host names, subdomains, addresses and ranges', () => {
    const policy = createAddressPolicy(['Internal.Example', '*.corp.test', '10.1.0.0/16', '::1'])
    expect(policy.allows('internal.example.', '10.9.9.9')).toBe(true)
    expect(policy.allows('api.corp.test', '192.168.0.4')).toBe(true)
    expect(policy.allows('corp.test', '192.168.0.4')).toBe(false)
    expect(policy.allows('anything.test', '10.1.2.3')).toBe(true)
    expect(policy.allows('anything.test', '::ffff:10.1.2.3')).toBe(true)
    expect(policy.allows('anything.test', '10.2.0.1')).toBe(false)
    expect(policy.allows('[::1]', '::1')).toBe(true)
    expect(policy.allows('example.com', '93.184.216.34')).toBe(true)
  })

  it('reads the allowlist from HTTP_ALLOWLIST', () => {
    expect(httpAllowlistFromEnv({ HTTP_ALLOWLIST: ' localhost, 10.0.0.0/8 ,,' })).toEqual(['localhost', '10.0.0.0/8'])
    expect(httpAllowlistFromEnv({})).toEqual([])
  })
})
