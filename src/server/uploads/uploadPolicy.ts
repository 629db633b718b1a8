import { createHmac, timingSafeEqual } from 'node:crypto'

/** What a signed upload allows: one object key, one content type, a size bound, until a moment. */
export type UploadPolicy = { key: string; contentType: string; maxSize: number; expires: number }

const payloadOf = (p: UploadPolicy) => [p.key, p.contentType, p.maxSize, p.expires].join('\n')

export const signPolicy = (key: Buffer, policy: UploadPolicy): string =>
  createHmac('sha256', key).update(payloadOf(policy)).digest('base64url')

/** True when the signature matches the policy and the policy has not expired. */
export function verifyPolicy(key: Buffer, policy: UploadPolicy, signature: string, now: number): boolean {
  const expected = Buffer.from(signPolicy(key, policy))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected) && now <= policy.expires
}
