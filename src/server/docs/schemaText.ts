import { escapeHtml } from './escapeHtml'

type Schema = Record<string, unknown> | boolean

const MAX_DEPTH = 4

/** A JSON schema written as a TypeScript-like type, in HTML, with named schemas linked. */
export function schemaText(schema: Schema | undefined, depth = 0, indent = ''): string {
  if (schema === undefined || schema === true) return 'any'
  if (schema === false) return 'never'
  const ref = schema.$ref
  if (typeof ref === 'string') {
    const name = ref.split('/').pop() ?? ref
    return `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>`
  }
  if ('const' in schema) return escapeHtml(JSON.stringify(schema.const))
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => escapeHtml(JSON.stringify(v))).join(' | ')
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined
  if (variants) {
    const parts = variants.map((v) => schemaText(v, depth, indent))
    return parts.length > 3 ? parts.map((p) => `\n${indent}  | ${p}`).join('') : parts.join(' | ')
  }
  if (Array.isArray(schema.allOf)) return (schema.allOf as Schema[]).map((v) => schemaText(v, depth, indent)).join(' & ')
  const type = schema.type
  if (Array.isArray(type)) return type.map((t) => schemaText({ ...schema, type: t }, depth, indent)).join(' | ')
  if (type === 'array') return `${wrap(schemaText(schema.items as Schema, depth, indent))}[]`
  if (type === 'object' || schema.properties) return objectText(schema, depth, indent)
  if (type === 'string' && typeof schema.format === 'string') return `string <span class="fmt">(${escapeHtml(schema.format)})</span>`
  if (typeof type === 'string') return type
  return 'any'
}

const wrap = (text: string) => (text.includes(' | ') ? `(${text})` : text)

function objectText(schema: Record<string, unknown>, depth: number, indent: string): string {
  const properties = (schema.properties ?? {}) as Record<string, Schema>
  const required = new Set((schema.required ?? []) as string[])
  const keys = Object.keys(properties)
  if (keys.length === 0) {
    const extra = schema.additionalProperties
    return extra && typeof extra === 'object' ? `Record&lt;string, ${schemaText(extra as Schema, depth + 1, indent)}&gt;` : 'object'
  }
  if (depth >= MAX_DEPTH) return '{ … }'
  const inner = `${indent}  `
  const lines = keys.map((key) => {
    const value = properties[key]
    const description = typeof value === 'object' && typeof value.description === 'string' ? ` <span class="note">// ${escapeHtml(value.description)}</span>` : ''
    return `${inner}${escapeHtml(key)}${required.has(key) ? '' : '?'}: ${schemaText(value, depth + 1, inner)}${description}`
  })
  return `{\n${lines.join('\n')}\n${indent}}`
}
