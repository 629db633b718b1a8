import type { Context } from '@orpc/server'
import type { StandardHandlerOptions, StandardHandlerPlugin } from '@orpc/server/standard'
import { type JsonSchema, JsonSchemaCoercer } from '@orpc/json-schema'
import { ZodToJsonSchemaConverter } from '@orpc/zod/zod4'

type ObjectSchema = { properties?: Record<string, JsonSchema> }
type Procedure = { '~orpc': { inputSchema?: unknown; route: { method?: string; path?: string; inputStructure?: string } } }

/** Path parameter names of a route such as `/v1/bots/{botId}/results/{resultId}`. */
const pathParamsOf = (path = '') => [...path.matchAll(/\{\+?([^}]+)\}/g)].map((m) => m[1])

/**
 * Coerces what arrives as text, the query string and the path (`limit=5`, `migrateToLatestVersion=true`),
 * by the route's input schema, and leaves a JSON body alone: it is typed already, and walking a bot
 * document of a megabyte for nothing cost tens of milliseconds per save. oRPC's SmartCoercionPlugin
 * walks the whole input.
 */
export class QueryCoercionPlugin<T extends Context> implements StandardHandlerPlugin<T> {
  private readonly converter = new ZodToJsonSchemaConverter()
  private readonly coercer = new JsonSchemaCoercer()
  private readonly schemas = new WeakMap<object, ObjectSchema>()

  init(options: StandardHandlerOptions<T>) {
    options.clientInterceptors ??= []
    options.clientInterceptors.unshift(async (interceptor) => {
      const procedure = interceptor.procedure as unknown as Procedure
      const { inputSchema, route } = procedure['~orpc']
      const input: unknown = interceptor.input
      if (!inputSchema || typeof input !== 'object' || input === null) return interceptor.next()
      const schema = await this.jsonSchemaOf(inputSchema as object)
      const value = input as Record<string, unknown>
      let coerced: Record<string, unknown>
      if (route.inputStructure === 'detailed') {
        // { params, query, headers, body }: only the first two are text.
        coerced = { ...value, ...this.coerceKeys(schema, value, ['params', 'query']) }
      } else if ((route.method ?? 'POST') === 'GET') {
        // Compact GET: the input is the query string and the path, nothing else.
        coerced = this.coercer.coerce(schema as JsonSchema, value) as Record<string, unknown>
      } else {
        // Compact with a body: the body merged with the path parameters; only those are text.
        coerced = { ...value, ...this.coerceKeys(schema, value, pathParamsOf(route.path)) }
      }
      return interceptor.next({ ...interceptor, input: coerced as typeof interceptor.input })
    })
  }

  private coerceKeys(schema: ObjectSchema, value: Record<string, unknown>, keys: string[]) {
    const present = keys.filter((key) => key in value && schema.properties?.[key])
    if (present.length === 0) return {}
    const properties = Object.fromEntries(present.map((key) => [key, schema.properties![key]]))
    const picked = Object.fromEntries(present.map((key) => [key, value[key]]))
    return this.coercer.coerce({ type: 'object', properties } as JsonSchema, picked) as Record<string, unknown>
  }

  private async jsonSchemaOf(inputSchema: object): Promise<ObjectSchema> {
    let schema = this.schemas.get(inputSchema)
    if (!schema) {
      schema = (await this.converter.convert(inputSchema as never, { strategy: 'input' }))[1] as ObjectSchema
      this.schemas.set(inputSchema, schema)
    }
    return schema
  }
}
