import { z } from 'zod'
import { idSchema } from '../../common'
import { isKnownBlockType } from './blockTypes'

/**
 * A block of a type we do not run (plugins such as `openai`, `Google Sheets`, `payment input`, the
 * `webhook` logic block…). Kept verbatim, every key preserved, so importing and saving never loses
 * data. A block whose type is ours never falls back here: invalid options must fail validation.
 */
export const unknownBlockSchema = z.looseObject({
  id: idSchema,
  // `abort` matters: zod returns the issues of the only non-fatal branch of a union as if it were
  // the whole answer, which would hide the known branch's issue that names the invalid field.
  type: z.string().refine((type) => !isKnownBlockType(type), {
    abort: true,
    error: (issue) => `"${String(issue.input)}" is a known block type: its fields must match that type`,
  }),
  outgoingEdgeId: idSchema.optional(),
})
export type UnknownBlock = z.infer<typeof unknownBlockSchema>
