import { expect } from 'vitest'
import type { z } from 'zod'

/** Asserts a response body matches a shared schema, printing zod's complaint when it does not. */
export function expectShape<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body)
  if (!parsed.success) expect.fail(`response does not match its schema:\n${JSON.stringify(parsed.error.issues, null, 2)}`)
  return parsed.data
}

/** Asserts the spec's error body with the given status and code. */
export function expectError(reply: { status: number; body: unknown }, status: number, code: string) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status)
  expect(reply.body).toMatchObject({ status, code, message: expect.any(String) })
  expect(reply.body).toHaveProperty('defined')
  expect(reply.body).toHaveProperty('data')
}
