import { z } from 'zod'
import { conditionSchema } from '../../condition'
import { blockBaseShape, itemBaseShape } from '../base'

// Loop (issue 14, Typebot #2182): a logic block of our own, beside Typebot's types. Its one item is the
// "each" output (the loop body); the block's own `outgoingEdgeId` is the "done" output. When a branch
// started from the body ends, the walk comes back to the loop block for the next turn round.

export const loopKinds = ['for each', 'while'] as const
export type LoopKind = (typeof loopKinds)[number]

/** Highest bound an owner may set: a loop is stopped there whatever the list or condition says. */
export const maxLoopIterationsLimit = 1000

/** The "each" output: where every iteration goes. */
export const loopItemSchema = z.object({ ...itemBaseShape, path: z.literal('each') })
export type LoopItem = z.infer<typeof loopItemSchema>

export const loopOptionsSchema = z.object({
  /** `for each` element of `listVariableId`, or `while` `condition` holds. */
  kind: z.enum(loopKinds).optional(),
  /** For each: the list variable (a list, or JSON-array text; a scalar is a list of one). */
  listVariableId: z.string().optional(),
  /** For each: receives the current element at every iteration. */
  itemVariableId: z.string().optional(),
  /** Both kinds: receives the iteration's index, from 0. */
  indexVariableId: z.string().optional(),
  /** While: tested before every iteration (BLOCKS.md §3.2). */
  condition: conditionSchema.optional(),
  /** Iterations after which the loop is stopped with a log line on the result. */
  maxIterations: z.number().int().min(1).max(maxLoopIterationsLimit).optional(),
})
export type LoopOptions = z.infer<typeof loopOptionsSchema>

export const loopBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('Loop'),
  items: z.tuple([loopItemSchema]),
  options: loopOptionsSchema.optional(),
}).describe(
  'Loop (a block type of this service, not of Typebot): runs the "each" item\'s branch for each element of a list variable ' +
    'or while a condition holds, at most `maxIterations` times (default 100, at most 1000; reaching it logs an error on the result). ' +
    'When a branch started from "each" ends, the flow returns to the loop block; the block\'s own `outgoingEdgeId` is "done".',
)
export type LoopBlock = z.infer<typeof loopBlockSchema>

export const defaultLoopOptions = { kind: 'for each', maxIterations: 100 } as const satisfies LoopOptions
