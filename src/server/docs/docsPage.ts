import type { OpenAPI as OpenAPIV3_1 } from '@orpc/contract'
import { escapeHtml } from './escapeHtml'
import { schemaText } from './schemaText'
import { docsStyles } from './docsStyles'

type Operation = OpenAPIV3_1.OperationObject
type Schema = Record<string, unknown>

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const

/** Escaped text with `backticks` shown as code. */
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>')

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-')

function parametersTable(operation: Operation): string {
  const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]
  if (parameters.length === 0) return ''
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'required' : 'optional'}</td>` +
        `<td><code>${schemaText(p.schema as Schema)}</code></td><td>${escapeHtml(p.description ?? (p.schema as Schema)?.description as string ?? '')}</td></tr>`,
    )
    .join('')
  return `<table><thead><tr><th>Parameter</th><th>In</th><th></th><th>Type</th><th>Description</th></tr></thead><tbody>${rows}</tbody></table>`
}

const bodySchemaOf = (content: unknown) => (content as Record<string, { schema?: Schema }> | undefined)?.['application/json']?.schema

function operationSection(path: string, method: string, operation: Operation): string {
  const requestSchema = bodySchemaOf((operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content)
  const okSchema = bodySchemaOf((operation.responses?.['200'] as OpenAPIV3_1.ResponseObject | undefined)?.content)
  const errors = Object.keys(operation.responses ?? {}).filter((status) => status !== '200')
  const isPublic = Array.isArray(operation.security) && operation.security.length === 0
  return `<section class="op" id="op-${escapeHtml(String(operation.operationId))}">
  <h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
  <p class="summary">${escapeHtml(operation.summary ?? '')}${isPublic ? ' <span class="badge">no token</span>' : ''}</p>
  ${operation.description ? `<p>${prose(operation.description)}</p>` : ''}
  ${parametersTable(operation)}
  ${requestSchema ? `<h4>Request body</h4><pre>${schemaText(requestSchema)}</pre>` : ''}
  ${okSchema ? `<h4>Response 200</h4><pre>${schemaText(okSchema)}</pre>` : ''}
  ${errors.length ? `<p class="errors">Errors: ${errors.join(', ')} with the error body.</p>` : ''}
</section>`
}

/** A readable API reference rendered on the server from the OpenAPI document: no scripts, works offline. */
export function renderDocsPage(document: OpenAPIV3_1.Document): string {
  const byTag = new Map<string, string[]>()
  const nav = new Map<string, string[]>()
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of methods) {
      const operation = item?.[method]
      if (!operation) continue
      const tag = operation.tags?.[0] ?? 'Other'
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(path, method, operation)])
      nav.set(tag, [
        ...(nav.get(tag) ?? []),
        `<a href="#op-${escapeHtml(String(operation.operationId))}"><span class="method ${method}">${method.toUpperCase()}</span> ${escapeHtml(path)}</a>`,
      ])
    }
  }
  const schemas = Object.entries(document.components?.schemas ?? {})
    .map(([name, schema]) => `<section class="op" id="schema-${escapeHtml(name)}"><h3>${escapeHtml(name)}</h3><pre>${schemaText(schema as Schema)}</pre></section>`)
    .join('')
  const title = escapeHtml(document.info.title)
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} — API reference</title><style>${docsStyles}</style></head><body>
<nav><h1>${title}</h1><p><a href="/api/openapi.json">openapi.json</a></p>
${[...nav].map(([tag, links]) => `<p class="navtag"><a href="#tag-${slug(tag)}">${escapeHtml(tag)}</a></p>${links.join('')}`).join('')}
<p class="navtag"><a href="#schemas">Schemas</a></p></nav>
<main><header><h1>${title}</h1><p>${prose(document.info.description ?? '')}</p>
<p>Send <code>Authorization: Bearer &lt;token&gt;</code> on builder routes. Base URL: <code>${escapeHtml(document.servers?.[0]?.url ?? '/api')}</code>.</p></header>
${[...byTag].map(([tag, sections]) => `<h2 id="tag-${slug(tag)}">${escapeHtml(tag)}</h2>${sections.join('')}`).join('')}
<h2 id="schemas">Schemas</h2>${schemas}</main></body></html>`
}
