import type { z } from 'zod'
import { gmailBlockSchema, runsGmailAction } from './gmail'
import { nocodbBlockSchema, runsNocodbAction } from './nocodb'
import { posthogBlockSchema, runsPosthogAction } from './posthog'
import { segmentBlockSchema, segmentCallOf } from './segment'
import { runsZendeskAction, zendeskBlockSchema } from './zendesk'

/**
 * Typebot's plugin blocks that call an outside service with credentials of their own type (a
 * `nocodb` block uses `nocodb` credentials): a database, analytics, support chat and email.
 */
export const serviceBlockSchemas = [nocodbBlockSchema, segmentBlockSchema, posthogBlockSchema, gmailBlockSchema, zendeskBlockSchema] as const
export type ServiceBlock = z.infer<(typeof serviceBlockSchemas)[number]>
export type ServiceBlockType = ServiceBlock['type']

export const serviceBlockLabels: Record<ServiceBlockType, string> = {
  nocodb: 'NocoDB',
  segment: 'Segment',
  posthog: 'PostHog',
  gmail: 'Gmail',
  zendesk: 'Zendesk',
}
export const serviceBlockTypes = Object.keys(serviceBlockLabels) as ServiceBlockType[]

export const isServiceBlockType = (type: string): type is ServiceBlockType => Object.hasOwn(serviceBlockLabels, type)
export const isServiceBlock = <B extends { type: string }>(block: B): block is Extract<B, ServiceBlock> => isServiceBlockType(block.type)

/** True when the engine runs the block's action; another (a newer Typebot's) is kept, reported and skipped. */
export function runsServiceAction(block: ServiceBlock): boolean {
  switch (block.type) {
    case 'nocodb':
      return runsNocodbAction(block)
    case 'segment':
      return segmentCallOf(block.options?.action) !== undefined
    case 'posthog':
      return runsPosthogAction(block)
    case 'gmail':
      return runsGmailAction(block)
    case 'zendesk':
      return runsZendeskAction(block)
  }
}
