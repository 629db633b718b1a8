import type { AnyContractRouter } from '@orpc/contract'

type Procedure = { '~orpc': { errorMap: object; meta: object; route: Record<string, unknown> } }
export type ClientRouteTable = { [key: string]: ClientRouteTable | Procedure }

// Only what OpenAPILink reads to build a request and decode its answer; summaries and schemas stay out.
const linkFields = ['method', 'path', 'inputStructure', 'outputStructure', 'successStatus'] as const

/**
 * The contract reduced to its routes, as the browser needs it: the zod schemas would add about
 * 100 KB gzip to every page. The app receives this as the `virtual:client-contract` module.
 */
export function clientContractRoutes(router: AnyContractRouter): ClientRouteTable | Procedure {
  if ('~orpc' in router) {
    const route = (router as { '~orpc': { route: Record<string, unknown> } })['~orpc'].route
    const kept = Object.fromEntries(linkFields.filter((field) => route[field] !== undefined).map((field) => [field, route[field]]))
    // errorMap and meta stay, empty: the link recognises a procedure by these keys.
    return { '~orpc': { errorMap: {}, meta: {}, route: kept } }
  }
  return Object.fromEntries(Object.entries(router).map(([key, child]) => [key, clientContractRoutes(child as AnyContractRouter)]))
}
