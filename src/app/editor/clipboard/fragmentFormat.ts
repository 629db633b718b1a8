import { z } from 'zod'
import { edgeSchema } from '@/shared/bot/edge'
import { groupSchema } from '@/shared/bot/group'
import { variableSchema } from '@/shared/bot/variable'
import type { FlowFragment } from '../commands/fragment/flowFragment'

// Plain JSON text, so a copy survives the system clipboard between tabs, bots and browsers.
const marker = 'botbuilder/flow-fragment'

const fragmentSchema = z.object({
  type: z.literal(marker),
  version: z.literal(1),
  groups: z.array(groupSchema),
  edges: z.array(edgeSchema),
  variables: z.array(variableSchema),
})

/** The clipboard text of a fragment. */
export const serializeFragment = (fragment: FlowFragment): string => JSON.stringify({ type: marker, version: 1, ...fragment })

/** The fragment in clipboard text, or null when the text is anything else (checked by the schemas). */
export function parseFragment(text: string | null | undefined): FlowFragment | null {
  if (!text?.includes(marker)) return null
  try {
    const parsed = fragmentSchema.safeParse(JSON.parse(text))
    return parsed.success ? { groups: parsed.data.groups, edges: parsed.data.edges, variables: parsed.data.variables } : null
  } catch {
    return null
  }
}
