/** A JSON schema as the OpenAPI document carries it (the parts the fuzzer reads). */
export type JsonSchema = {
  $ref?: string
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  additionalProperties?: boolean | JsonSchema
  format?: string
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
}

/** mulberry32: a small seeded generator, so a failing run can be replayed from its seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    integer: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  }
}
export type Random = ReturnType<typeof seededRandom>

/** Strings that broke services before: NUL bytes, paths, markup, SQL, templates, huge and odd text. */
export const HOSTILE_STRINGS = [
  '',
  '\u0000',
  'a\u0000b',
  '%00',
  'x'.repeat(20_000),
  '💥'.repeat(300),
  '\uD800',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '{{Name}}',
  '${process.env}',
  'NaN',
  '-1',
  '1e309',
  '2026-13-45T99:99:99Z',
  '__proto__',
  'http://127.0.0.1:1/x',
  ' ',
  '\r\n\t',
]
const HOSTILE_NUMBERS = [-1, 0, 1.5, 1e308, -1e308, 2 ** 53 + 1, -0]
const WRONG_TYPES: unknown[] = [null, [], {}, true, 'text', 42, [[[[]]]], { __proto__: { polluted: true } }]

type Components = Record<string, JsonSchema>

/** A value of `schema`, plausible enough to get past the first checks; deep documents stop at `depth`. */
export function valueOf(schema: JsonSchema | undefined, components: Components, random: Random, depth = 0): unknown {
  if (!schema || depth > 7) return {}
  if (schema.$ref) return valueOf(components[schema.$ref.split('/').pop()!], components, random, depth + 1)
  if (schema.const !== undefined) return schema.const
  if (schema.enum) return random.pick(schema.enum)
  const choices = schema.anyOf ?? schema.oneOf
  if (choices) return valueOf(random.pick(choices), components, random, depth + 1)
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => valueOf(part, components, random, depth + 1)))
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type
  switch (type) {
    case 'string':
      return stringOf(schema, random)
    case 'integer':
      return random.integer(schema.minimum ?? 0, Math.min(schema.maximum ?? 100, 1000))
    case 'number':
      return random.next() * 100
    case 'boolean':
      return random.chance(0.5)
    case 'null':
      return null
    case 'array':
      return depth > 5 ? [] : Array.from({ length: random.integer(0, 2) }, () => valueOf(schema.items, components, random, depth + 1))
    default:
      return objectOf(schema, components, random, depth)
  }
}

function stringOf(schema: JsonSchema, random: Random): string {
  if (schema.format === 'date-time') return new Date(Date.UTC(2026, 0, random.integer(1, 28))).toISOString()
  if (schema.format === 'date') return '2026-01-15'
  // Loopback port 1: any request the service would make is refused at once by its address rules.
  if (schema.format === 'uri') return 'http://127.0.0.1:1/fuzz'
  if (schema.format === 'email') return `fuzz${random.integer(0, 999)}@example.com`
  const text = random.pick(['fuzz', 'Hello', 'a', 'value-1', 'Name'])
  return text.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 100)
}

function objectOf(schema: JsonSchema, components: Components, random: Random, depth: number): Record<string, unknown> {
  const object: Record<string, unknown> = {}
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (schema.required?.includes(key) || random.chance(0.5)) object[key] = valueOf(property, components, random, depth + 1)
  }
  return object
}

/** `value` with a few of its parts replaced by hostile strings, numbers or wrong types. */
export function mutate(value: unknown, random: Random, rate: number): unknown {
  if (random.chance(rate)) {
    if (typeof value === 'string') return random.pick(HOSTILE_STRINGS)
    if (typeof value === 'number') return random.pick(HOSTILE_NUMBERS)
    return random.pick(WRONG_TYPES)
  }
  if (Array.isArray(value)) return value.map((item) => mutate(item, random, rate))
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(() => !random.chance(rate / 2))
    if (random.chance(rate / 2)) entries.push([random.pick(['__proto__', 'constructor', 'extra', '']), random.pick(WRONG_TYPES)])
    return Object.fromEntries(entries.map(([key, item]) => [key, mutate(item, random, rate)]))
  }
  return value
}
